import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The phone width of a photo stored before it existed (decision 033): made on first ask from the
 * next larger stored width, through the /files/ route, and stored; nothing made for anything else.
 */
let dataDir = '';
let route: typeof import('@/app/files/[...key]/route');
let storage: typeof import('./storage');
let logged: typeof import('@/log');

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'vitrine-derived-'));
  vi.stubEnv('DATA_DIR', dataDir);
  vi.resetModules();
  storage = await import('./storage');
  logged = await import('@/log');
  route = await import('@/app/files/[...key]/route');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(dataDir, { recursive: true, force: true });
});

const ask = (key: string) =>
  route.GET(new Request(`http://localhost/files/${key}`), { params: Promise.resolve({ key: key.split('/') }) });

/** A photo as the site stored it before the 800 width: 100, 400, 600 and 1360 (a banner: 600, 1360, 1920). */
async function storedBefore(kind: 'photo' | 'banner' = 'photo'): Promise<string> {
  const hash = randomBytes(16).toString('hex');
  const base = `p/${hash.slice(0, 2)}/${kind === 'banner' ? 'banner-' : ''}${hash}`;
  for (const width of kind === 'banner' ? [600, 1360, 1920] : [100, 400, 600, 1360]) {
    const bytes = await sharp({
      create: { width, height: Math.round((width * 3) / 4), channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .webp()
      .toBuffer();
    await storage.putFile(`${base}-${width}.webp`, bytes);
  }
  return base;
}

const onDisk = (key: string) => existsSync(path.join(dataDir, 'files', key));

describe('a phone width made on first ask (decision 033)', () => {
  it('answers a photo stored before it at 800 px, made from its 1360, and stores it', async () => {
    const base = await storedBefore();
    expect(onDisk(`${base}-800.webp`)).toBe(false);
    const answer = await ask(`${base}-800.webp`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 600]);
    expect(onDisk(`${base}-800.webp`)).toBe(true);
    // The second ask reads the stored file.
    expect((await ask(`${base}-800.webp`)).status).toBe(200);
  });

  it('does the same for a banner, from its 1360 (the smallest larger width), not its 1920', async () => {
    const base = await storedBefore('banner');
    const read = vi.spyOn(storage, 'getFile');
    try {
      const answer = await ask(`${base}-800.webp`);
      expect(answer.status).toBe(200);
      expect((await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).width).toBe(800);
      expect(read.mock.calls.map(([key]) => key)).toEqual([`${base}-800.webp`, `${base}-1360.webp`]);
    } finally {
      read.mockRestore();
    }
    expect(onDisk(`${base}-800.webp`)).toBe(true);
  });

  it('makes nothing for another width, an unknown photo or another kind of file, and reads no other width', async () => {
    const base = await storedBefore();
    const banner = await storedBefore('banner');
    const read = vi.spyOn(storage, 'getFile');
    try {
      for (const key of [
        `${base}-801.webp`,
        `${base}-0800.webp`, // the same width written otherwise: a key never stored
        `${base}-1920.webp`, // a banner's width, not a photo's
        `${base}-200.webp`,
        `${banner}-100.webp`, // a photo's width, not a banner's
        `${banner}-400.webp`,
        `${base}-800.png`,
        `b/${base.slice(2, 4)}/${base.slice(5)}-800.webp`,
      ]) {
        read.mockClear();
        expect((await ask(key)).status, key).toBe(404);
        expect(onDisk(key), key).toBe(false);
        // The route looks for the file itself (a malformed key not even that); no other width is read.
        expect(
          read.mock.calls.filter(([k]) => k !== key),
          key,
        ).toEqual([]);
      }
    } finally {
      read.mockRestore();
    }
    expect(onDisk(`${base}-800.webp`)).toBe(false);
    expect(onDisk(`${banner}-800.webp`)).toBe(false);
  });

  it('answers 404 for a photo nobody stored', async () => {
    const key = `p/ab/${'ab'.repeat(16)}-800.webp`;
    expect((await ask(key)).status).toBe(404);
    expect(onDisk(key)).toBe(false);
  });

  it("makes a width only from a larger width of the photo's own kind", async () => {
    // A photo whose 1360 is gone and beside which a 1920 lies (a photo never has one): not used.
    const base = await storedBefore();
    await rm(path.join(dataDir, 'files', `${base}-1360.webp`));
    await storage.putFile(
      `${base}-1920.webp`,
      await sharp({ create: { width: 1920, height: 1440, channels: 3, background: '#345' } })
        .webp()
        .toBuffer(),
    );
    for (const width of [800, 1360]) {
      expect((await ask(`${base}-${width}.webp`)).status, String(width)).toBe(404);
      expect(onDisk(`${base}-${width}.webp`), String(width)).toBe(false);
    }
  });

  it('answers 404 without a 500 when the larger width stored is not a picture', async () => {
    const base = await storedBefore();
    await writeFile(path.join(dataDir, 'files', `${base}-1360.webp`), 'not a picture');
    const error = vi.spyOn(logged.log, 'error').mockImplementation(() => undefined);
    try {
      const answer = await ask(`${base}-800.webp`);
      expect(answer.status).toBe(404);
      expect(onDisk(`${base}-800.webp`)).toBe(false);
      expect(error).toHaveBeenCalledTimes(1);
      expect(error.mock.calls[0]![2]).toEqual({ key: `${base}-1360.webp` });
    } finally {
      error.mockRestore();
    }
  });

  it('makes a width asked for by many at once only once', async () => {
    const base = await storedBefore();
    const spy = vi.spyOn(storage, 'putFile');
    const answers = await Promise.all(Array.from({ length: 5 }, () => ask(`${base}-800.webp`)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(spy.mock.calls.filter(([key]) => key === `${base}-800.webp`)).toHaveLength(1);
    spy.mockRestore();
  });
});

import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { documents, media, remoteFiles } from '@/db/schema';
import { parseFeed } from '@/domain/feed/parse-feed';
import { env } from '@/env';
import { testDatabase } from '@/test/data/database';
import { getProperty } from '../catalogue/property';
import { applyFeed } from '../feed/apply';
import { fileStatus, fetchDueFiles } from './worker';

/**
 * The feed's photos and documents become the site's own (issue 15), from a real HTTP server on
 * this machine: fetched in the background, checked by content, stored in the photo widths.
 */
const handle = testDatabase();
let server: Server;
let base = '';
const hits: Record<string, number> = {};
let jpeg: Buffer;
let second: Buffer;
let version = 1;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

beforeAll(async () => {
  // A large photo as agency software sends it: 3000 × 2000 JPEG.
  jpeg = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
  second = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
  server = createServer((request, response) => {
    const url = request.url ?? '';
    hits[url] = (hits[url] ?? 0) + 1;
    if (url === '/large.jpg') {
      if (request.headers['if-none-match'] === '"v1"') return response.writeHead(304).end();
      return response.writeHead(200, { 'content-type': 'image/jpeg', etag: '"v1"' }).end(jpeg);
    }
    if (url === '/changing.jpg') {
      if (request.headers['if-none-match'] === `"c${version}"`) return response.writeHead(304).end();
      return response
        .writeHead(200, { 'content-type': 'image/jpeg', etag: `"c${version}"` })
        .end(version === 1 ? jpeg : second);
    }
    if (url === '/moved.jpg') return response.writeHead(302, { location: '/large.jpg' }).end();
    if (url === '/brochure.pdf') return response.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf);
    if (url === '/fake.jpg')
      return response.writeHead(200, { 'content-type': 'image/jpeg' }).end('<html>not a photo</html>');
    return response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const record = (photos: string[], docs: string[] = []) => ({
  id: 8701,
  goal: 'sale',
  type: 1,
  price: 299000,
  address: { zip: '3000', city: 'Leuven' },
  texts: { nl: { title: 'Woning met eigen foto’s' } },
  photos: photos.map((p) => ({ url: `${base}${p}` })),
  documents: docs.map((d) => ({ url: `${base}${d}`, kind: 'brochure', title: { nl: 'Brochure' }, public: true })),
});
const apply = async (input: unknown) => {
  const { feed, issues } = parseFeed(input);
  return applyFeed(feed, issues, { db: handle.db });
};
const run = (allowPrivate = true) => fetchDueFiles(handle.db, { allowPrivate, announce: async () => undefined });
const shown = async () => (await getProperty(8701, 'nl', handle.db))!;

describe('photos and documents of a feed', () => {
  it('are queued at once and never shown from the other host', async () => {
    const { summary } = await apply({ properties: [record(['/large.jpg', '/moved.jpg'], ['/brochure.pdf'])] });
    expect(summary?.filesQueued).toBe(3);
    const detail = await shown();
    expect(detail.photos).toEqual([]);
    expect(detail.documents).toEqual([]);
  });

  it('refuses a private address unless the agency allows its own network', async () => {
    expect(await run(false)).toBe(3);
    const [file] = await handle.db
      .select()
      .from(remoteFiles)
      .where(eq(remoteFiles.url, `${base}/large.jpg`));
    expect(file).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('is a private or local address (127.0.0.1)'),
    });
    expect((await fileStatus(handle.db)).failed).toContainEqual(
      `properties (id 8701) photos: ${base}/large.jpg: ${file!.error}`,
    );
  });

  it('are fetched, checked and stored in the photo widths, then shown from the site itself', async () => {
    await apply({ properties: [record(['/large.jpg', '/moved.jpg'], ['/brochure.pdf'])] });
    await run();
    expect((await fileStatus(handle.db)).failed).toEqual([]);
    const detail = await shown();
    expect(detail.photos).toHaveLength(2);
    const [photo] = detail.photos;
    expect(photo!.src).toMatch(/^\/files\/p\/[0-9a-f]{2}\/[0-9a-f]{32}$/);
    expect(photo).toMatchObject({ width: 3000, height: 2000 });
    for (const w of [100, 400, 600, 800, 1360]) {
      const file = path.resolve(env().DATA_DIR, 'files', `${photo!.src.slice('/files/'.length)}-${w}.webp`);
      expect(existsSync(file), file).toBe(true);
      expect((await sharp(file).metadata()).width).toBe(w);
    }
    expect(detail.documents).toEqual([
      expect.objectContaining({
        name: 'Brochure',
        url: expect.stringMatching(/^\/files\/d\/[0-9a-f]{2}\/[0-9a-f]{32}\.pdf$/),
      }),
    ]);
    expect((await fileStatus(handle.db)).pending).toBe(0);
  });

  it('a repeat feed fetches nothing and writes nothing', async () => {
    const before = { ...hits };
    const { summary } = await apply({ properties: [record(['/large.jpg', '/moved.jpg'], ['/brochure.pdf'])] });
    expect(summary).toMatchObject({ unchanged: [8701], filesQueued: 0 });
    expect(await run()).toBe(0);
    expect(hits).toEqual(before);
  });

  it('a photo that cannot be had is reported, and the property keeps its previous photos', async () => {
    const previous = (await shown()).photos.map((p) => p.src);
    const { summary } = await apply({
      properties: [record(['/large.jpg', '/missing.jpg', '/fake.jpg'], ['/brochure.pdf'])],
    });
    expect(summary?.filesQueued).toBe(2);
    await run();
    await handle.db
      .update(remoteFiles)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(remoteFiles.url, `${base}/missing.jpg`));
    for (let i = 0; i < 6; i++) {
      await handle.db
        .update(remoteFiles)
        .set({ nextAttemptAt: new Date(0) })
        .where(eq(remoteFiles.status, 'pending'));
      await run();
    }
    expect((await shown()).photos.map((p) => p.src)).toEqual(previous);
    const failed = (await fileStatus(handle.db)).failed;
    expect(failed).toContainEqual(
      `properties (id 8701) photos: ${base}/fake.jpg: not an image (the content is neither JPEG, PNG, WebP, AVIF, GIF, TIFF nor HEIF)`,
    );
    expect(failed).toContainEqual(`properties (id 8701) photos: ${base}/missing.jpg: the host answered 404`);
    expect(
      await handle.db
        .select()
        .from(media)
        .where(and(eq(media.propertyId, 8701), eq(media.kind, 'photo-pending'))),
    ).toEqual([]);
    expect(
      await handle.db
        .select()
        .from(documents)
        .where(and(eq(documents.propertyId, 8701), eq(documents.pending, true))),
    ).toEqual([]);
  });

  it('a day later, a repeat asks the host again: "not modified" converts nothing, a new photo at the same address replaces the stored one', async () => {
    await apply({ properties: [record(['/changing.jpg'])] });
    await run();
    const first = (await shown()).photos[0]!.src;
    const dayAgo = () =>
      handle.db
        .update(remoteFiles)
        .set({ checkedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
        .where(eq(remoteFiles.url, `${base}/changing.jpg`));

    await dayAgo();
    const asked = hits['/changing.jpg'] ?? 0;
    const again = await apply({ properties: [record(['/changing.jpg'])] });
    expect(again.summary).toMatchObject({ unchanged: [8701], filesQueued: 1 });
    await run();
    expect(hits['/changing.jpg']).toBe(asked + 1);
    expect((await shown()).photos[0]!.src).toBe(first);

    version = 2;
    await dayAgo();
    await apply({ properties: [record(['/changing.jpg'])] });
    await run();
    const [photo] = (await shown()).photos;
    expect(photo!.src).not.toBe(first);
    expect(photo).toMatchObject({ width: 1600, height: 1200 });
    expect((await apply({ properties: [record(['/changing.jpg'])] })).summary).toMatchObject({
      unchanged: [8701],
      filesQueued: 0,
    });
  });
});

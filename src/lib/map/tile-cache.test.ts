import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TILE_FRESH_MS, TILE_SERVER_PAUSE_MS } from '@/domain/map/site-tiles';
import { createTileCache, type TileSource } from './tile-cache';

/**
 * The tile cache against a tile server of the test on this machine, answering as OpenStreetMap's
 * does (`/{z}/{x}/{y}.png`, a 256 px PNG, 404 outside its tiles) or as a tile server should not.
 */
type Reply = (request: IncomingMessage, response: ServerResponse) => void;
let server: Server;
let base = '';
let asked: string[] = [];
let reply: Reply;
let tilePng: Buffer;
const dirs: string[] = [];

const png = (side: number, colour = { r: 170, g: 211, b: 223 }) =>
  sharp({ create: { width: side, height: side, channels: 3, background: colour } })
    .png()
    .toBuffer();
const osm: Reply = (request, response) => {
  if (!/^\/\d+\/\d+\/\d+\.png$/.test(new URL(request.url ?? '', 'http://tiles').pathname))
    response.writeHead(404).end();
  else response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=86400' }).end(tilePng);
};

beforeAll(async () => {
  tilePng = await png(256);
  server = createServer((request, response) => {
    asked.push(request.url ?? '');
    reply(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});
afterEach(() => {
  asked = [];
  reply = osm;
});
reply = osm;

async function cacheOf(options: { allow?: boolean; maxBytes?: number; clock?: { t: number } } = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), 'vitrine-tiles-'));
  dirs.push(dir);
  const clock = options.clock;
  return {
    dir,
    cache: createTileCache({
      dir,
      allowFetch: async () => options.allow ?? true,
      maxBytes: options.maxBytes,
      now: clock ? () => clock.t : undefined,
      timeoutMs: 1_000,
    }),
  };
}
const source = (template = `${base}/{z}/{x}/{y}.png`): TileSource => ({
  template,
  allowPrivate: true,
  userAgent: 'Vitrine real-estate site (+https://agency.example)',
});
const key = { z: 12, x: 2100, y: 1370, dense: false };

describe('a tile through the site (decision 036)', () => {
  it('is fetched once, checked, kept, and answered from the data folder after', async () => {
    const { cache } = await cacheOf();
    const first = await cache.tile(key, source(), 'visitor');
    expect(first).toMatchObject({ kind: 'tile', type: 'image/png', fresh: true });
    expect(first.kind === 'tile' && first.body.equals(tilePng)).toBe(true);
    expect(asked).toEqual(['/12/2100/1370.png']);
    const again = await cache.tile(key, source(), 'another visitor');
    expect(again).toMatchObject({ kind: 'tile', type: 'image/png', fresh: true });
    expect(asked).toHaveLength(1);
  });

  it('tells the tile server who asks', async () => {
    let agent = '';
    reply = (request, response) => {
      agent = request.headers['user-agent'] ?? '';
      osm(request, response);
    };
    const { cache } = await cacheOf();
    await cache.tile(key, source(), 'visitor');
    expect(agent).toBe('Vitrine real-estate site (+https://agency.example)');
  });

  it('asked for by many at once, is fetched once; never more than two tiles at once', async () => {
    let open = 0;
    let most = 0;
    reply = (request, response) => {
      most = Math.max(most, ++open);
      setTimeout(() => {
        open--;
        osm(request, response);
      }, 30);
    };
    const { cache } = await cacheOf();
    const same = await Promise.all(Array.from({ length: 5 }, () => cache.tile(key, source(), 'visitor')));
    expect(same.every((a) => a.kind === 'tile')).toBe(true);
    expect(asked).toHaveLength(1);
    const row = await Promise.all(
      Array.from({ length: 8 }, (_, i) => cache.tile({ z: 12, x: i, y: 0, dense: false }, source(), 'v')),
    );
    expect(row.every((a) => a.kind === 'tile')).toBe(true);
    expect(most).toBe(2);
  });

  it('fills {s} and {r} as Leaflet does, and keeps each template’s tiles apart', async () => {
    const { cache, dir } = await cacheOf();
    await cache.tile(key, source(`${base}/{z}/{x}/{y}{r}.png?s={s}`), 'visitor');
    expect(asked).toEqual(['/12/2100/1370.png?s=c']);
    await cache.tile(key, source(), 'visitor');
    expect(asked).toHaveLength(2);
    expect(await readdir(dir)).toHaveLength(2);
  });

  it('fetches and keeps a double-density tile apart from the plain one', async () => {
    const dense = await png(512);
    reply = (request, response) =>
      request.url?.includes('@2x')
        ? response.writeHead(200, { 'content-type': 'image/png' }).end(dense)
        : osm(request, response);
    const { cache } = await cacheOf();
    const template = `${base}/{z}/{x}/{y}{r}.png`;
    const big = await cache.tile({ ...key, dense: true }, source(template), 'visitor');
    expect(big.kind === 'tile' && big.body.equals(dense)).toBe(true);
    const small = await cache.tile(key, source(template), 'visitor');
    expect(small.kind === 'tile' && small.body.equals(tilePng)).toBe(true);
    expect(asked).toEqual(['/12/2100/1370@2x.png', '/12/2100/1370.png']);
  });

  it('is refused and not kept when the answer is not a tile: a page, an SVG, a photo, too large', async () => {
    const large = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#888' } })
      .raw()
      .toBuffer();
    const answers: [string, Buffer][] = [
      ['text/html', Buffer.from('<!doctype html><p>Access blocked</p>')],
      ['image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"/>')],
      ['image/png', await png(300)],
      ['image/png', Buffer.concat([tilePng, ...Array<Buffer>(6).fill(large)])],
    ];
    for (const [type, body] of answers) {
      reply = (_request, response) => response.writeHead(200, { 'content-type': type }).end(body);
      const { cache, dir } = await cacheOf();
      expect(await cache.tile(key, source(), 'visitor'), type).toEqual({ kind: 'refused' });
      expect(await readdir(dir)).toEqual([]);
    }
  });

  it('is missing when the tile server has none, and the server is asked again next time', async () => {
    reply = (_request, response) => response.writeHead(404).end('Tile not found');
    const { cache } = await cacheOf();
    expect(await cache.tile(key, source(), 'visitor')).toEqual({ kind: 'missing' });
    expect(await cache.tile(key, source(), 'visitor')).toEqual({ kind: 'missing' });
    expect(asked).toHaveLength(2);
  });

  it('leaves a failing tile server alone for 30 s: 503 meanwhile, a kept copy when there is one', async () => {
    const clock = { t: Date.now() };
    const { cache } = await cacheOf({ clock });
    await cache.tile(key, source(), 'visitor');
    reply = (_request, response) => response.writeHead(500).end('Internal error');
    clock.t += TILE_FRESH_MS + 1;
    // Past a week the kept copy is asked again; the server fails: the copy, marked older.
    expect(await cache.tile(key, source(), 'visitor')).toMatchObject({ kind: 'tile', fresh: false });
    expect(await cache.tile({ z: 12, x: 1, y: 1, dense: false }, source(), 'visitor')).toEqual({
      kind: 'busy',
      retryAfterS: TILE_SERVER_PAUSE_MS / 1000,
    });
    expect(asked).toHaveLength(2);
    clock.t += TILE_SERVER_PAUSE_MS + 1;
    reply = osm;
    expect(await cache.tile({ z: 12, x: 1, y: 1, dense: false }, source(), 'visitor')).toMatchObject({
      kind: 'tile',
      fresh: true,
    });
    expect(asked).toHaveLength(3);
  });

  it('does the same for a tile server that refuses the site (403) or does not answer', async () => {
    reply = (_request, response) => response.writeHead(403).end('Access blocked');
    const blocked = await cacheOf();
    expect(await blocked.cache.tile(key, source(), 'visitor')).toMatchObject({ kind: 'busy' });
    expect(await blocked.cache.tile({ z: 1, x: 0, y: 0, dense: false }, source(), 'visitor')).toMatchObject({
      kind: 'busy',
    });
    expect(asked).toHaveLength(1);
    const closed = await cacheOf();
    expect(await closed.cache.tile(key, source('http://127.0.0.1:1/{z}/{x}/{y}.png'), 'visitor')).toMatchObject({
      kind: 'busy',
    });
  });

  it('gives a visitor past the count 429 for a tile not kept, and still every kept tile', async () => {
    const { dir, cache } = await cacheOf();
    await cache.tile(key, source(), 'visitor');
    const limited = createTileCache({ dir, allowFetch: async () => false });
    expect(await limited.tile(key, source(), 'visitor')).toMatchObject({ kind: 'tile', fresh: true });
    expect(await limited.tile({ z: 3, x: 1, y: 1, dense: false }, source(), 'visitor')).toEqual({
      kind: 'too-many',
      retryAfterS: 60,
    });
    expect(asked).toHaveLength(1);
  });

  it('reaches a tile server on a private address only when the agency allows its own network', async () => {
    const { cache } = await cacheOf();
    expect(await cache.tile(key, { ...source(), allowPrivate: false }, 'visitor')).toEqual({ kind: 'refused' });
    expect(asked).toEqual([]);
  });

  it('answers a fetched tile although the data folder cannot keep it', async () => {
    const { dir } = await cacheOf();
    const notAFolder = path.join(dir, 'file');
    await writeFile(notAFolder, 'x');
    const cache = createTileCache({ dir: notAFolder, allowFetch: async () => true });
    expect(await cache.tile(key, source(), 'visitor')).toMatchObject({ kind: 'tile', fresh: true });
    expect(await cache.tile(key, source(), 'visitor')).toMatchObject({ kind: 'tile', fresh: true });
    expect(asked).toHaveLength(2);
  });

  it('keeps the folder within its size: the longest-kept tiles go first', async () => {
    const clock = { t: Date.now() };
    const { cache, dir } = await cacheOf({ maxBytes: tilePng.length * 3, clock });
    for (let x = 0; x < 4; x++) {
      clock.t += 1000;
      await cache.tile({ z: 2, x, y: 0, dense: false }, source(), 'visitor');
      await cache.settled();
    }
    const folder = path.join(dir, (await readdir(dir))[0]!, '2');
    const kept = [0, 1, 2, 3].filter((x) => existsSync(path.join(folder, String(x), '0')));
    expect(kept).toEqual([2, 3]);
  });
});

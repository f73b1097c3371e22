import { createServer, get as httpGet, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { NONCE_REQUEST_HEADER, PAGE_HEADER } from '@/domain/edge/page-cache';
import { createPageCache, type PageCacheOptions } from './page-cache';
import { fullNotFound } from './not-found';

const SECRET = 'page-cache-test-secret-of-32-characters';
let server: Server | undefined;

afterEach(
  () =>
    new Promise<void>((resolve) => {
      if (server) server.close(() => resolve());
      else resolve();
    }),
);

/** A site whose pages are `size` bytes, public unless their address says private; counts its renders. */
function site(size: number) {
  const renders = new Map<string, number>();
  const render = (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '/';
    renders.set(url, (renders.get(url) ?? 0) + 1);
    const nonce = String(request.headers[NONCE_REQUEST_HEADER] ?? '');
    // As the proxy: it never sees an address with a file ending, and renders the internal route.
    const proxied = !/\.[a-z]+$/.test(url.split('?')[0] ?? '');
    const internal = url.includes('/vitrine-not-found/');
    if (url.startsWith('/nl/missing') && (!proxied || !request.headers['x-vitrine-not-found'])) {
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8', [PAGE_HEADER]: 'public' });
      response.end('<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>');
      return;
    }
    const body = `<!DOCTYPE html><html lang="nl"><body><script nonce="${nonce}"></script>${'x'.repeat(size)}</body></html>`;
    response.writeHead(url.startsWith('/nl/missing') || internal ? 404 : 200, {
      'content-type': 'text/html; charset=utf-8',
      [PAGE_HEADER]: url.includes('private') ? 'private' : 'public',
    });
    response.end(body);
  };
  return { render, renders };
}

async function serve(options: Omit<PageCacheOptions, 'tokenSecret'>, size = 10_000) {
  const { render, renders } = site(size);
  const cache = createPageCache({ tokenSecret: SECRET, ...options, replace: fullNotFound(render) });
  server = createServer((request, response) => void cache.serve(request, response, () => render(request, response)));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()));
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  const get = (path: string) => fetch(base + path);
  /** The raw answer (fetch decodes), as a browser sending `accept-encoding` receives it. */
  const raw = (path: string, acceptEncoding: string) =>
    new Promise<{ headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
      httpGet(base + path, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  return { cache, renders, get, raw, base };
}

describe('the page cache (src/server/page-cache.ts)', () => {
  it('renders a public page once, then answers it from memory; a private one every time', async () => {
    const { renders, get } = await serve({});
    expect((await get('/nl/a/')).headers.get('x-vitrine-cache')).toBe('miss');
    expect((await get('/nl/a/')).headers.get('x-vitrine-cache')).toBe('hit');
    await get('/nl/private/');
    await get('/nl/private/');
    expect(renders.get('/nl/a/')).toBe(1);
    expect(renders.get('/nl/private/')).toBe(2);
  });

  it('holds no more bytes than its bound, the least recently used going first', async () => {
    const { cache, renders, get } = await serve({ maxBytes: 50_000 }, 10_000);
    for (let i = 0; i < 20; i++) await (await get(`/nl/p${i}/`)).text();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(cache.bytes()).toBeGreaterThan(0);
    expect(cache.bytes()).toBeLessThanOrEqual(50_000);
    // The newest is still stored, the oldest was dropped.
    await get('/nl/p19/');
    await get('/nl/p0/');
    expect(renders.get('/nl/p19/')).toBe(1);
    expect(renders.get('/nl/p0/')).toBe(2);
  });

  it('lets go of pages past their minute when swept, keeping the fresh ones', async () => {
    const { cache, renders, get } = await serve({});
    await (await get('/nl/old/')).text();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const oneHeld = cache.bytes();
    const realNow = Date.now;
    // The first page's minute has passed by the time the second is stored.
    Date.now = () => realNow() + 61_000;
    try {
      await (await get('/nl/new/')).text();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(cache.bytes()).toBeGreaterThan(oneHeld);
      cache.sweep();
      expect(cache.bytes()).toBeGreaterThan(0);
      expect(cache.bytes()).toBeLessThan(oneHeld * 1.5);
      expect((await get('/nl/new/')).headers.get('x-vitrine-cache')).toBe('hit');
    } finally {
      Date.now = realNow;
    }
    expect(renders.get('/nl/old/')).toBe(1);
  });

  it('gives a stored page in Brotli, with its own nonce, to a browser that takes it; gzip to one that takes only gzip', async () => {
    const { raw } = await serve({});
    const first = await raw('/nl/b/', 'gzip, deflate, br, zstd');
    expect([first.headers['x-vitrine-cache'], first.headers['content-encoding']]).toEqual(['miss', 'br']);
    await new Promise((resolve) => setTimeout(resolve, 100)); // its gzip is made after the first answer
    const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];
    const [br, gzip] = [await raw('/nl/b/', 'gzip, deflate, br, zstd'), await raw('/nl/b/', 'gzip')];
    expect([br.headers['x-vitrine-cache'], br.headers['content-encoding']]).toEqual(['hit', 'br']);
    expect([gzip.headers['x-vitrine-cache'], gzip.headers['content-encoding']]).toEqual(['hit', 'gzip']);
    const [fromBr, fromGzip] = [zlib.brotliDecompressSync(br.body).toString(), zlib.gunzipSync(gzip.body).toString()];
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    const [one, two, three] = [
      nonceOf(zlib.brotliDecompressSync(first.body).toString()),
      nonceOf(fromBr),
      nonceOf(fromGzip),
    ];
    expect(new Set([one, two, three]).size).toBe(3);
    expect(fromBr.replace(two!, 'N')).toBe(fromGzip.replace(three!, 'N'));
  });

  it('gives a visit to an address with a file ending the full 404 page too; a picture or a fetch there stays as it is', async () => {
    const { renders, base } = await serve({});
    const visit = (path: string, headers: Record<string, string>) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        httpGet(base + path, { headers }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        }).on('error', reject);
      });
    const page = await visit('/nl/missing.php', { 'sec-fetch-dest': 'document', accept: 'text/html' });
    expect(page.status).toBe(404);
    expect(page.body).toContain('<html lang="nl">');
    expect(renders.get('/nl/vitrine-not-found/')).toBe(1);
    const picture = await visit('/nl/missing.php', { 'sec-fetch-dest': 'image', accept: 'image/*' });
    expect(picture.status).toBe(404);
    expect(picture.body).toContain('__next_error__');
  });

  it('answers the full 404 page in place of the empty document, and stores it', async () => {
    const { get } = await serve({});
    const first = await get('/nl/missing/');
    expect(first.status).toBe(404);
    const html = await first.text();
    expect(html).not.toContain('__next_error__');
    expect(html).toContain('<html lang="nl">');
    const second = await get('/nl/missing/');
    expect(second.status).toBe(404);
    expect(second.headers.get('x-vitrine-cache')).toBe('hit');
  });
});

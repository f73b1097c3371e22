import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createStaticBrotli, staticFile } from './static-brotli';

let server: Server | undefined;
afterEach(
  () =>
    new Promise<void>((resolve) => {
      if (server) server.close(() => resolve());
      else resolve();
    }),
);

const SCRIPT = `self.chunk=${JSON.stringify('function hydrate(){return 1}'.repeat(400))};`;

/** A build folder with one chunk and one style, served as the edge serves it: Brotli when ready, else "next". */
async function serving() {
  const dir = mkdtempSync(path.join(tmpdir(), 'static-br-'));
  mkdirSync(path.join(dir, 'chunks'));
  writeFileSync(path.join(dir, 'chunks', 'a1b2.js'), SCRIPT);
  writeFileSync(path.join(dir, 'chunks', 'c3d4.css'), 'body{margin:0}'.repeat(200));
  const brotli = createStaticBrotli(dir);
  server = createServer((request, response) => {
    if (brotli.serve(request, response)) return;
    response.writeHead(200, { 'x-answered-by': 'next' });
    response.end('from next');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const ask = (url: string, acceptEncoding = 'gzip, deflate, br, zstd', method = 'GET') =>
    fetch(base + url, { method, headers: { 'accept-encoding': acceptEncoding } });
  return { brotli, ask };
}

describe('the build scripts and styles as Brotli (issue 45)', () => {
  it('lets Next.js answer the first request, then answers Brotli of the same bytes with the year-long cache', async () => {
    const { brotli, ask } = await serving();
    const first = await ask('/_next/static/chunks/a1b2.js');
    expect(first.headers.get('x-answered-by')).toBe('next');
    await brotli.settled();
    const second = await ask('/_next/static/chunks/a1b2.js');
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(second.headers.get('content-type')).toBe('application/javascript; charset=UTF-8');
    expect(second.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(second.headers.get('vary')).toBe('Accept-Encoding');
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    expect(second.headers.get('content-security-policy')).toContain("default-src 'none'");
    // fetch decodes Brotli: the text is the file's.
    expect(await second.text()).toBe(SCRIPT);
    const style = await ask('/_next/static/chunks/c3d4.css');
    expect(style.headers.get('x-answered-by')).toBe('next');
    await brotli.settled();
    expect((await ask('/_next/static/chunks/c3d4.css')).headers.get('content-type')).toBe('text/css; charset=UTF-8');
  });

  it('is smaller than gzip for the same file', async () => {
    const { brotli, ask } = await serving();
    await ask('/_next/static/chunks/a1b2.js');
    await brotli.settled();
    const answer = await ask('/_next/static/chunks/a1b2.js');
    const length = Number(answer.headers.get('content-length'));
    expect(length).toBeLessThan(zlib.gzipSync(SCRIPT).length);
  });

  it('leaves to Next.js a browser without Brotli, a HEAD before it is ready, other methods and other files', async () => {
    const { brotli, ask } = await serving();
    await ask('/_next/static/chunks/a1b2.js');
    await brotli.settled();
    for (const encoding of ['gzip, deflate', 'br;q=0, gzip', ''])
      expect((await ask('/_next/static/chunks/a1b2.js', encoding)).headers.get('x-answered-by'), encoding).toBe('next');
    expect((await ask('/_next/static/chunks/a1b2.js', 'br', 'POST')).headers.get('x-answered-by')).toBe('next');
    const head = await ask('/_next/static/chunks/a1b2.js', 'br', 'HEAD');
    expect(head.headers.get('content-encoding')).toBe('br');
    for (const url of [
      '/_next/static/chunks/missing.js',
      '/_next/static/media/font.woff2',
      '/nl/',
      '/_next/image?url=x',
    ])
      expect((await ask(url)).headers.get('x-answered-by'), url).toBe('next');
    await brotli.settled();
    expect((await ask('/_next/static/chunks/missing.js')).headers.get('x-answered-by')).toBe('next');
  });

  it('remembers no file name a visitor made up, however many', async () => {
    const { brotli, ask } = await serving();
    await ask('/_next/static/chunks/a1b2.js');
    for (let i = 0; i < 50; i++) await ask(`/_next/static/chunks/made-up-${i}.js`);
    await brotli.settled();
    expect(brotli.remembered()).toBe(1);
  });

  it('never reads outside the build folder', () => {
    const dir = '/srv/site/.next/static';
    expect(staticFile('/_next/static/chunks/a1b2.js', dir)).toBe('/srv/site/.next/static/chunks/a1b2.js');
    expect(staticFile('/_next/static/chunks/a1b2.js?dpl=abc', dir)).toBe('/srv/site/.next/static/chunks/a1b2.js');
    for (const url of [
      '/_next/static/../../../etc/passwd.js',
      '/_next/static/chunks/..%2f..%2fsecret.js',
      '/_next/static//etc/x.js',
      '/_next/static/chunks/./a.js',
      '/_next/static/chunks/a.json',
      '/_next/staticx/a.js',
      undefined,
    ])
      expect(staticFile(url, dir), String(url)).toBeNull();
  });
});

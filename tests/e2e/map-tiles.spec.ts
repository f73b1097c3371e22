import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import sharp from 'sharp';
import { expect, test, TILE_SERVER_PORT } from './variant-server';

/**
 * The map's tiles through the site (decision 036), on a server whose tile template names the
 * agency's own tile server (here, one of the test on this machine, answering as OpenStreetMap's
 * does: `/{z}/{x}/{y}.png`, a 256 px PNG). The visitor's browser asks only the site; the tile
 * server sees the site, never the visitor, and each tile once.
 */
type Asked = { path: string; headers: IncomingHttpHeaders };
let tileServer: Server;
const asked: Asked[] = [];

test.beforeAll(async () => {
  const picture = (side: number) =>
    sharp({ create: { width: side, height: side, channels: 3, background: '#aad3df' } })
      .png()
      .toBuffer();
  // Plain 256 px tiles, and 512 px ones at `@2x` ({r}), as a provider with double-density tiles.
  const [tile, dense] = [await picture(256), await picture(512)];
  tileServer = createServer((request, response) => {
    asked.push({ path: request.url ?? '', headers: request.headers });
    const shape = /^\/\d+\/\d+\/\d+(@2x)?\.png$/.exec(request.url ?? '');
    if (!shape) response.writeHead(404).end();
    else response.writeHead(200, { 'content-type': 'image/png' }).end(shape[1] ? dense : tile);
  });
  await new Promise<void>((resolve) => tileServer.listen(TILE_SERVER_PORT, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  if (tileServer.listening) await new Promise((resolve) => tileServer.close(resolve));
});

test.describe('the map’s tiles come from the site', () => {
  test.describe.configure({ mode: 'default' });
  test.use({ variant: 'tiles' });

  test('a visitor’s map asks only the site; the tile server sees the site, once per tile', async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    // A laptop's screen, and a phone's of double density: it takes the tile server's @2x tiles.
    for (const { viewport, deviceScaleFactor } of [
      { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 },
      { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
    ]) {
      const dense = deviceScaleFactor > 1 ? '@2x' : '';
      const context = await browser.newContext({ baseURL, viewport, deviceScaleFactor, locale: 'nl-BE' });
      const page = await context.newPage();
      const requested: string[] = [];
      const answered = new Map<string, string>();
      page.on('request', (request) => requested.push(request.url()));
      page.on('response', (answer) => {
        const { pathname } = new URL(answer.url());
        if (pathname.startsWith('/map-tiles/'))
          answered.set(pathname, `${answer.status()} ${answer.headers()['content-type']}`);
      });
      const response = await page.goto('/nl/te-koop/?view=map');
      // No tile server in the page's policy: the tiles are the site's own.
      expect(response?.headers()['content-security-policy']).not.toContain(String(TILE_SERVER_PORT));
      // The ground the server drew (it goes once Leaflet's tiles are in): its tiles are the site's
      // addresses, and those of the shown ground come as pictures.
      const ground = [...(await response!.text()).matchAll(/<img src="(\/map-tiles\/\d+\/\d+\/\d+)"/g)].map(
        (m) => m[1]!,
      );
      expect(ground.length).toBeGreaterThan(0);
      await expect
        .poll(() => ground.filter((src) => answered.get(`${src}${dense}`) === '200 image/png').length)
        .toBeGreaterThan(2);
      // Leaflet's own tiles, from the same address, once a person is on the page.
      await page.mouse.move(8, 8);
      const leaflet = page.locator('.leaflet-tile-loaded');
      await expect(leaflet.first()).toBeAttached({ timeout: 20_000 });
      for (const src of await leaflet.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src)))
        expect(src).toMatch(new RegExp(`^${baseURL}/map-tiles/\\d+/\\d+/\\d+${dense}$`));
      // The browser never asked the tile server.
      expect(requested.filter((url) => url.includes(`:${TILE_SERVER_PORT}`))).toEqual([]);
      expect([...answered.values()].every((answer) => answer === '200 image/png')).toBe(true);
      expect([...answered.keys()].every((path) => path.endsWith('@2x') === (dense !== ''))).toBe(true);
      await context.close();
    }
    // The tile server saw the site: its name and address, no visitor's address, cookie or page.
    expect(asked.length).toBeGreaterThan(0);
    for (const { headers } of asked) {
      expect(headers['user-agent']).toBe(`Vitrine real-estate site (+${baseURL})`);
      expect(headers['x-forwarded-for']).toBeUndefined();
      expect(headers.cookie).toBeUndefined();
      expect(headers.referer).toBeUndefined();
    }
    // Each tile once, although two visitors (two browsers' caches) asked for the tiles they share.
    const paths = asked.map((a) => a.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  test('a property’s location map takes its tiles from the site too', async ({ page, baseURL }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/en/for-sale/x/y/5202/');
    await page.getByTestId('location-map').scrollIntoViewIfNeeded();
    await expect(page.locator('.leaflet-tile-loaded').first()).toBeAttached({ timeout: 20_000 });
    const tiles = requested.filter((url) => /\/map-tiles\/|:\d+\/\d+\/\d+\/\d+\.png/.test(url));
    expect(tiles.length).toBeGreaterThan(0);
    for (const url of tiles) expect(url).toMatch(new RegExp(`^${baseURL}/map-tiles/`));
  });

  test('a tile address: kept tiles answered while the tile server is down, anything else never a 500', async ({
    request,
  }) => {
    const fresh = await request.get('/map-tiles/10/523/343');
    expect(fresh.status()).toBe(200);
    expect(fresh.headers()['content-type']).toBe('image/png');
    expect(fresh.headers()['cache-control']).toBe('public, max-age=604800');
    expect(fresh.headers()['x-content-type-options']).toBe('nosniff');
    expect((await fresh.body()).subarray(1, 4).toString()).toBe('PNG');

    for (const path of [
      '/map-tiles/20/0/0',
      '/map-tiles/1/2/0',
      '/map-tiles/01/0/0',
      '/map-tiles/a/b/c',
      '/map-tiles/1/0/0.png',
      '/map-tiles/1/0',
      '/map-tiles/1/0/0/0',
      '/map-tiles/%2e%2e/0/0',
      '/map-tiles/1/%00/0',
      '/map-tiles/1/0/-0',
      '/map-tiles/1/0/%F0%9F%98%80',
      `/map-tiles/1/0/${'9'.repeat(400)}`,
    ])
      expect((await request.get(path)).status(), path).toBe(404);
    // HEAD as GET, without the body; another site's or a script's odd method: never a 500.
    const head = await request.head('/map-tiles/10/523/343');
    expect(head.status()).toBe(200);
    expect(head.headers()['content-type']).toBe('image/png');
    expect((await request.fetch('/map-tiles/10/523/343', { method: 'DELETE' })).status()).toBe(405);
    expect((await request.post('/map-tiles/10/523/343', { data: 'x' })).status()).toBe(405);

    await new Promise((resolve) => tileServer.close(resolve));
    const kept = await request.get('/map-tiles/10/523/343');
    expect(kept.status()).toBe(200);
    const down = await request.get('/map-tiles/10/523/344');
    expect(down.status()).toBe(503);
    expect(Number(down.headers()['retry-after'])).toBeGreaterThan(0);
  });
});

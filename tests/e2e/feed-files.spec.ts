import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';

/**
 * The feed's photos and documents become the site's own (issue 15): large JPEGs and a PDF served
 * by the agency's "software" (a server of this test), fetched by the site in the background, then
 * shown from the site's own origin at the widths a phone needs.
 */
const headers = { authorization: 'Bearer e2e-import-token-of-the-agency' };
const ID = 990_201;
let software: Server;
let origin = '';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

test.beforeAll(async () => {
  const photos = await Promise.all(
    [
      [200, 120, 60],
      [40, 90, 160],
    ].map(([r, g, b]) =>
      sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: r!, g: g!, b: b! } } })
        .jpeg({ quality: 92 })
        .toBuffer(),
    ),
  );
  software = createServer((request, response) => {
    const match = request.url?.match(/^\/photo-(\d)\.jpg$/);
    if (match && photos[Number(match[1])])
      return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photos[Number(match[1])]);
    if (request.url === '/brochure.pdf') return response.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf);
    return response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => software.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(software.address() as { port: number }).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => software.close(() => resolve())));

// A phone's width: the bytes a phone downloads are the point.
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

test('photos and a PDF of the feed are fetched, resized and served by the site itself', async ({ page, request }) => {
  const answer = await request.post('/api/import/', {
    headers,
    data: {
      properties: [
        {
          id: ID,
          goal: 'sale',
          type: 1,
          price: 410_000,
          address: { street: 'Place Royale', houseNumber: '2', zip: '4900', city: 'Spa' },
          texts: { nl: { title: 'Woning met foto’s van de makelaar' }, en: { title: 'House with the agent’s photos' } },
          photos: [{ url: `${origin}/photo-0.jpg` }, { url: `${origin}/photo-1.jpg` }],
          documents: [
            {
              url: `${origin}/brochure.pdf`,
              kind: 'brochure',
              title: { nl: 'Brochure', en: 'Brochure' },
              public: true,
            },
          ],
        },
      ],
    },
  });
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ created: [ID], filesQueued: 3 });
  await expect
    .poll(async () => (await (await request.get('/api/import/status/', { headers })).json()).pending, {
      timeout: 30_000,
    })
    .toBe(0);

  const downloaded: { url: string; bytes: number }[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/files/'))
      downloaded.push({ url: response.url(), bytes: (await response.body().catch(() => Buffer.alloc(0))).length });
  });
  await page.goto(`/en/for-sale/spa/x/${ID}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'House with the agent’s photos' })).toBeVisible();
  const image = page.locator('main img[src*="/files/p/"]').first();
  await expect(image).toBeVisible();
  const srcset = (await image.getAttribute('srcset')) ?? '';
  expect(srcset).toMatch(/\/files\/p\/[0-9a-f]{2}\/[0-9a-f]{32}-(400|600)\.webp/);
  expect(await page.locator(`img[src*="127.0.0.1:"]`).count()).toBe(0);
  // A phone downloads a resized copy, never the 4000-pixel original.
  await expect.poll(() => downloaded.filter((d) => d.url.endsWith('.webp')).length).toBeGreaterThan(0);
  for (const file of downloaded.filter((d) => d.url.endsWith('.webp'))) {
    expect(file.url).not.toMatch(/-1920\.webp$/);
    expect(file.bytes).toBeLessThan(200_000);
  }
  const brochure = page.locator('#documents').getByRole('link', { name: 'Brochure' });
  const href = (await brochure.getAttribute('href'))!;
  expect(href).toMatch(/^\/files\/d\/[0-9a-f]{2}\/[0-9a-f]{32}\.pdf$/);
  const file = await request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(file.headers()['cache-control']).toContain('immutable');
});

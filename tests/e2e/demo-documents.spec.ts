import { expect, test } from '@playwright/test';

/**
 * The demo arrives through its feed folder (issue 15): every document a detail page links to is a
 * PDF stored by the site, and every photo is the site's own. Before, the demo's document links
 * answered 404 (/demo/docs/…).
 */
test('every document and photo of every demo page in Dutch is the site’s own file and answers', async ({ request }) => {
  test.setTimeout(180_000);
  const xml = await (await request.get('/sitemap.xml')).text();
  const pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .filter(
      (p) => /^\/nl\/(te-koop|te-huur|projecten)\/.+\/\d+\/$/.test(p) && Number(/\/(\d+)\/$/.exec(p)![1]) < 990_000,
    );
  expect(pages.length).toBeGreaterThan(170);
  const documents = new Set<string>();
  const photos = new Set<string>();
  for (let i = 0; i < pages.length; i += 8) {
    const htmls = await Promise.all(pages.slice(i, i + 8).map(async (p) => (await request.get(p)).text()));
    for (const html of htmls) {
      for (const m of html.matchAll(/href="([^"]+\.pdf)"/g)) documents.add(m[1]!);
      for (const m of html.matchAll(/(?:src|srcSet|srcset)="([^"]+)"/g))
        for (const part of m[1]!.split(',')) {
          const url = part.trim().split(' ')[0]!;
          if (/\.(webp|jpe?g|png)(\?|$)/.test(url) && !url.includes('/demo/banner-')) photos.add(url);
        }
      expect(html).not.toContain('/demo/docs/');
    }
  }
  // The public ones: EPC, plan, brochure and the planning certificates some agencies publish.
  expect(documents.size).toBeGreaterThanOrEqual(4);
  for (const doc of documents) {
    expect(doc, 'a document of the site itself').toMatch(/^\/files\/d\/[0-9a-f]{2}\/[0-9a-f]{32}\.pdf$/);
    const response = await request.get(doc);
    expect(response.status(), doc).toBe(200);
    expect(response.headers()['content-type'], doc).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString('latin1'), doc).toBe('%PDF-');
  }
  const own = [...photos].filter((p) => p.includes('/files/p/'));
  expect(own.length).toBeGreaterThan(40);
  for (const photo of [...photos].filter((p) => p.startsWith('/') && !p.startsWith('/_next/'))) {
    expect(photo, 'a photo of the site itself').toMatch(
      /^\/files\/p\/[0-9a-f]{2}\/[0-9a-f]{32}-(100|400|600|1360)\.webp$/,
    );
  }
  for (const photo of own.slice(0, 20)) expect((await request.get(photo)).status(), photo).toBe(200);
});

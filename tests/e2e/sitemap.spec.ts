import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * The demo arrives through its feed folder (issue 15): every document a detail page links to is a
 * PDF stored by the site, and every photo is the site's own. Before, the demo's document links
 * answered 404 (/demo/docs/…). Checked on the Dutch detail pages the sitemap's crawl read.
 */
async function everyDocumentAndPhotoIsOurs(request: APIRequestContext, htmls: string[]): Promise<void> {
  const documents = new Set<string>();
  const photos = new Set<string>();
  for (const html of htmls) {
    for (const m of html.matchAll(/href="([^"]+\.pdf)"/g)) documents.add(m[1]!);
    for (const m of html.matchAll(/(?:src|srcSet|srcset)="([^"]+)"/g))
      for (const part of m[1]!.split(',')) {
        const url = part.trim().split(' ')[0]!;
        if (/\.(webp|jpe?g|png)(\?|$)/.test(url) && !url.includes('/demo/banner-')) photos.add(url);
      }
    expect(html).not.toContain('/demo/docs/');
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
      /^\/files\/p\/[0-9a-f]{2}\/[0-9a-f]{32}-(100|400|600|800|1360)\.webp$/,
    );
  }
  for (const photo of own.slice(0, 20)) expect((await request.get(photo)).status(), photo).toBe(200);
}

test.describe('search engines', () => {
  test('sitemap.xml lists every page in every language, with alternates, and every URL answers 200; the documents and photos of its Dutch details are the site’s own', async ({
    request,
  }) => {
    test.setTimeout(180_000);
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const all = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(new Set(all).size).toBe(all.length);
    // The feed tests add and withdraw properties of their own (ids from 990.000) while this runs.
    const urls = all.filter((u) => Number(/\/(\d+)\/$/.exec(u)?.[1] ?? 0) < 990_000);
    for (const path of [
      '/nl/',
      '/fr/',
      '/en/',
      '/nl/te-koop/',
      '/fr/a-vendre/',
      '/en/for-rent/',
      '/nl/privacy/',
      '/fr/vie-privee/',
      '/en/cookie-policy/',
    ]) {
      expect(
        urls.some((u) => u.endsWith(path)),
        path,
      ).toBe(true);
    }
    const listed = urls.filter((u) =>
      /\/(te-koop|a-vendre|for-sale|te-huur|a-louer|for-rent)\/[^/]+\/[^/]+\/\d+\/$/.test(u),
    );
    const units = urls.filter((u) => /\/(projecten|projets|projects)\/[^/]+\/[^/]+\/\d+\/\d+\/$/.test(u));
    // The demo agency publishes 170 properties (specification snapshot), each in nl, fr and en.
    expect(listed.length + units.length).toBe(170 * 3);
    // Every property in every language: each id once under /nl/, /fr/ and /en/.
    const languagesById = new Map<string, string[]>();
    for (const url of [...listed, ...units]) {
      const { pathname } = new URL(url);
      const id = /\/(\d+)\/$/.exec(pathname)![1]!;
      languagesById.set(id, [...(languagesById.get(id) ?? []), pathname.slice(1, 3)]);
    }
    expect(languagesById.size).toBe(170);
    for (const [id, languages] of languagesById) expect(languages.sort(), id).toEqual(['en', 'fr', 'nl']);
    expect(xml).toContain('hreflang="x-default"');
    const paths = urls.map((u) => new URL(u).pathname);
    // The Dutch detail pages are read whole: their documents and photos are checked below.
    const dutchDetail = (p: string) => /^\/nl\/(te-koop|te-huur|projecten)\/.+\/\d+\/$/.test(p);
    const details: string[] = [];
    for (let i = 0; i < paths.length; i += 16) {
      const answers = await Promise.all(
        paths.slice(i, i + 16).map(async (p) => {
          const answer = await request.get(p, { maxRedirects: 0 });
          return { p, status: answer.status(), html: dutchDetail(p) ? await answer.text() : '' };
        }),
      );
      for (const { p, status, html } of answers) {
        expect(status, p).toBe(200);
        if (html) details.push(html);
      }
    }
    expect(details.length).toBeGreaterThan(170);
    await everyDocumentAndPhotoIsOurs(request, details);
  });

  test('hreflang links of a property, a project unit and a content page are reciprocal', async ({ page, request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const starts = [
      paths.find((p) => /^\/nl\/te-koop\/[^/]+\/[^/]+\/\d+\/$/.test(p))!,
      paths.find((p) => /^\/nl\/projecten\/[^/]+\/[^/]+\/\d+\/\d+\/$/.test(p))!,
      '/nl/onze-diensten/rentmeesterschap/',
    ];
    for (const start of starts) {
      expect(start).toBeTruthy();
      await page.goto(start);
      const alternates = async () =>
        Object.fromEntries(
          await page
            .locator('head link[rel="alternate"][hreflang]')
            .evaluateAll((links) =>
              links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname]),
            ),
        ) as Record<string, string>;
      const fromStart = await alternates();
      expect(Object.keys(fromStart).sort(), start).toEqual(['en', 'fr-BE', 'nl-BE', 'x-default']);
      expect(fromStart['nl-BE']).toBe(start);
      for (const lang of ['fr-BE', 'en']) {
        const response = await page.goto(fromStart[lang]!);
        expect(response?.status(), fromStart[lang]).toBe(200);
        expect(await alternates(), `${lang} of ${start}`).toEqual(fromStart);
      }
    }
  });

  test('robots.txt allows the site, hides the portal and points to the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain('Allow: /');
    expect(text).toContain('Disallow: /*/login/');
    expect(text).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
  });
});

import { expect, test } from '@playwright/test';

test.describe('search engines', () => {
  test('sitemap.xml lists every page in every language, with alternates, and every URL answers 200', async ({
    request,
  }) => {
    test.setTimeout(120_000);
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
    for (let i = 0; i < paths.length; i += 16) {
      const statuses = await Promise.all(
        paths.slice(i, i + 16).map(async (p) => [p, (await request.get(p, { maxRedirects: 0 })).status()] as const),
      );
      for (const [p, status] of statuses) expect(status, p).toBe(200);
    }
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

import { afterEach, describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { setLiveContent } from '@/lib/content/load';
import { fixtureContent } from '@/test/data/content';
import type { LanguageSettings } from '@/domain/content/languages-schema';
import { markEdge } from './process-bridge';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config, proxy } from './proxy';
import { pageKind } from './i18n/page-kind';

/** The proxy with the agency's languages as published (issue 29): no rebuild between the cases. The test agency's pages (src/test/fixtures/content). */
const files = fixtureContent();
setLiveContent(files);
afterEach(() => setLiveContent(files));

function publish(languages: LanguageSettings): void {
  setLiveContent({ ...files, site: { ...files.site, languages } });
}

async function get(path: string, acceptLanguage = 'en-GB,en;q=0.9') {
  const response = await proxy(
    new NextRequest(`http://localhost${path}`, { headers: { 'accept-language': acceptLanguage } }),
  );
  return {
    status: response.status,
    location: response.headers.get('location')?.replace(/^http:\/\/localhost/, '') ?? null,
    rewrite: response.headers.get('x-middleware-rewrite')?.replace(/^http:\/\/localhost/, '') ?? null,
    vary: response.headers.get('vary'),
  };
}

describe("the proxy and the agency's languages", () => {
  it('sends / and the old addresses to the default language', async () => {
    publish({ default: 'fr', enabled: ['fr', 'nl'], detectFromBrowser: false });
    expect(await get('/', 'nl-BE')).toMatchObject({ status: 307, location: '/fr/' });
    expect(await get('/for-sale/')).toMatchObject({ status: 301, location: '/fr/a-vendre/' });
    expect(await get('/Wie-zijn-wij/')).toMatchObject({ status: 301, location: '/fr/qui-sommes-nous/' });
    publish({ default: 'nl', enabled: ['nl', 'fr', 'en'], detectFromBrowser: false });
    expect(await get('/', 'fr-BE')).toMatchObject({ status: 307, location: '/nl/' });
  });

  it("answers a disabled language's addresses with the full 404 page in the default language", async () => {
    publish({ default: 'fr', enabled: ['fr', 'nl'], detectFromBrowser: false });
    expect(await get('/en/')).toMatchObject({ status: 404, rewrite: '/fr/vitrine-not-found/' });
    expect(await get('/en/for-sale/x/y/12/')).toMatchObject({
      status: 404,
      rewrite: '/fr/vitrine-not-found/property/',
    });
    expect((await get('/nl/te-koop/')).rewrite ?? '').not.toMatch(/not-found/);
    expect(await get('/de/')).toMatchObject({ status: 404, rewrite: '/fr/vitrine-not-found/' });
    publish({ default: 'nl', enabled: ['nl', 'fr', 'en'], detectFromBrowser: false });
    expect((await get('/en/')).rewrite ?? '').not.toMatch(/not-found/);
  });

  it('renders the full 404 page when the edge asks for it, and never for a visitor who names it (issue 33)', async () => {
    const asked = (path: string) =>
      proxy(new NextRequest(`http://localhost${path}`, { headers: { 'x-vitrine-not-found': '1' } })).then((r) => ({
        status: r.status,
        rewrite: r.headers.get('x-middleware-rewrite')?.replace(/^http:\/\/localhost/, '') ?? null,
      }));
    // Without the edge in front, the header is a visitor's: ignored.
    expect((await asked('/fr/a-vendre/')).rewrite ?? '').not.toMatch(/not-found/);
    markEdge();
    try {
      expect(await asked('/fr/nexiste-pas/')).toEqual({ status: 404, rewrite: '/fr/vitrine-not-found/' });
      // A private address's 404 stays private: a thank-you page without its submission is never stored.
      const thanks = await proxy(
        new NextRequest('http://localhost/nl/bedankt/contact/', { headers: { 'x-vitrine-not-found': '1' } }),
      );
      expect(thanks.headers.get('x-vitrine-page')).toBe('private');
      expect(await asked('/nl/te-koop/gent/x/99999999/')).toEqual({
        status: 404,
        rewrite: '/nl/vitrine-not-found/property/',
      });
    } finally {
      markEdge(false);
    }
    expect(await get('/nl/vitrine-not-found/')).toMatchObject({ status: 404, rewrite: '/nl/vitrine-not-found/' });
  });

  it("follows the browser's language among the enabled ones when the agency lets it, and says so in Vary", async () => {
    publish({ default: 'fr', enabled: ['fr', 'nl'], detectFromBrowser: true });
    expect(await get('/', 'nl-BE,nl;q=0.9')).toMatchObject({ status: 307, location: '/nl/', vary: 'Accept-Language' });
    expect(await get('/', 'en-GB,en;q=0.9')).toMatchObject({ status: 307, location: '/fr/' });
    expect(await get('/for-sale/', 'nl-BE')).toMatchObject({ status: 301, location: '/nl/te-koop/' });
  });
});

describe('the literal matcher', () => {
  it('sends the proxy exactly the addresses the one rule calls pages (src/domain/edge/page-kind.ts)', () => {
    for (const path of [
      '/',
      '/nl/',
      '/nl/te-koop/',
      '/de/eigentuemer/3/',
      '/admin/',
      '/admin/leads/',
      '/apartments/',
      '/apix/',
      '/filesystem/',
      '/Wie-zijn-wij/',
      '/api',
      '/api/visits/',
      '/_next/static/chunks/a.js',
      '/_vercel/insights',
      '/files/p/ab/cd.webp',
      '/files/x',
      '/bench-reference/',
      '/bench-reference',
      '/robots.txt',
      '/favicon.ico',
      '/nl/te-koop/a.b',
    ]) {
      const matched = unstable_doesMiddlewareMatch({ config, url: `http://localhost${path}` });
      expect(matched, path).toBe(pageKind(path) !== 'none');
    }
    // A % anywhere reaches the proxy (a malformed escape is its 400), pages or not.
    expect(unstable_doesMiddlewareMatch({ config, url: 'http://localhost/api/%zz' })).toBe(true);
  });
});

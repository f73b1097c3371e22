import { describe, expect, it } from 'vitest';
import { createNavigation } from 'next-intl/navigation';
import { getPathname, type Href } from './navigation';
import { routing, type AppLocale, type AppPathname } from './routing';

const theirs = createNavigation(routing).getPathname;
/** next-intl's address with the trailing slash ours always has (its home page is `/nl`). */
const slashed = (address: string) => {
  const [path = '', query] = address.split('?');
  const withSlash = path.endsWith('/') ? path : `${path}/`;
  return query === undefined ? withSlash : `${withSlash}?${query}`;
};

describe('getPathname, written from the routing table', () => {
  it.each(routing.locales)('writes every route in %s as next-intl’s getPathname did', (locale) => {
    for (const pathname of Object.keys(routing.pathnames) as AppPathname[]) {
      const names = [...pathname.matchAll(/\[(\w+)\]/g)].map((m) => m[1]!);
      for (const value of ['gent', 'liège', 'a b', '12']) {
        const params = Object.fromEntries(names.map((name) => [name, value]));
        for (const query of [undefined, { page: 2, city: ['gent', 'liège'], search: 'tuin & terras' }]) {
          const href = { pathname, params, query } as Href;
          const expected = slashed(theirs({ locale, href: href as never }));
          expect(getPathname({ locale, href }), expected).toBe(expected);
        }
        if (names.length === 0) break;
      }
    }
  });

  it('puts the language before an address that is no route (a content page), and a slash after', () => {
    expect(getPathname({ locale: 'fr', href: '/qui-sommes-nous' })).toBe('/fr/qui-sommes-nous/');
    expect(getPathname({ locale: 'nl', href: '/' })).toBe('/nl/');
    expect(getPathname({ locale: 'de', href: '/for-sale' })).toBe('/de/kaufen/');
  });

  it('writes a language outside the table as next-intl did (its route name), never throwing', () => {
    // The home page renders beside its layout's notFound() for /xx/: its structured data asks.
    const stray = 'xx' as AppLocale;
    for (const href of ['/for-sale', '/', { pathname: '/portal/[id]', params: { id: 7 } }] as Href[])
      expect(getPathname({ locale: stray, href })).toBe(slashed(theirs({ locale: stray, href: href as never })));
    expect(getPathname({ locale: stray, href: '/for-sale' })).toBe('/xx/for-sale/');
  });

  it('refuses a route without its parameters', () => {
    expect(() => getPathname({ locale: 'nl', href: { pathname: '/portal/[id]' } })).toThrow(/"id"/);
  });
});

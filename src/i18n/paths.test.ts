import { describe, expect, it } from 'vitest';
import { localizedPath, routeOf } from './paths';
import { routing, type AppPathname } from './routing';

const bare = (locale: string, address: string) => address.slice(locale.length + 1).replace(/\/$/, '');

describe('routeOf, the language switcher’s reading of an address', () => {
  it.each(routing.locales)('finds every route of the table back from its address in %s', (locale) => {
    for (const pathname of Object.keys(routing.pathnames) as AppPathname[]) {
      const names = [...pathname.matchAll(/\[(\w+)\]/g)].map((m) => m[1]!);
      const params = Object.fromEntries(names.map((name, i) => [name, `${name}-${i}`]));
      const address = localizedPath(locale, pathname, params);
      expect(routeOf(locale, bare(locale, address)), address).toEqual({ pathname, params });
    }
  });

  it('turns a property into the same property in another language, parameters as written', () => {
    const route = routeOf('fr', '/a-vendre/li%C3%A8ge/maison-lumineuse/5271');
    expect(route).toEqual({
      pathname: '/for-sale/[city]/[slug]/[id]',
      params: { city: 'li%C3%A8ge', slug: 'maison-lumineuse', id: '5271' },
    });
    expect(localizedPath('nl', route!.pathname, route!.params)).toBe('/nl/te-koop/li%C3%A8ge/maison-lumineuse/5271/');
  });

  it('reads the home page, a fixed page before a parametered one, and knows no content page', () => {
    expect(routeOf('nl', '')).toEqual({ pathname: '/', params: {} });
    expect(localizedPath('de', '/')).toBe('/de/');
    expect(routeOf('fr', '/contact/offre')?.pathname).toBe('/offer');
    expect(routeOf('nl', '/contact')?.pathname).toBe('/contact');
    expect(routeOf('nl', '/wie-zijn-wij')).toBeNull();
    expect(routeOf('nl', '/te-koop/gent')).toBeNull();
    // Another language's address is not this language's route.
    expect(routeOf('nl', '/a-vendre')).toBeNull();
  });
});

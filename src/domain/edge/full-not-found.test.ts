import { describe, expect, it } from 'vitest';
import { blankNotFound, isNotFoundRoute, notFoundAddress, notFoundRoute } from './full-not-found';

describe('the full 404 page (issue 33)', () => {
  it('replaces Next’s empty 404 document, and nothing else', () => {
    const blank = Buffer.from('<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>');
    const full = Buffer.from('<!DOCTYPE html><html lang="nl"><body><main>Pagina niet gevonden</main></body></html>');
    expect(blankNotFound(404, blank)).toBe(true);
    expect(blankNotFound(404, full)).toBe(false);
    expect(blankNotFound(500, blank)).toBe(false);
    expect(blankNotFound(410, full)).toBe(false);
  });

  it('speaks the address’s language when the site shows it, else the default', () => {
    expect(notFoundRoute('/fr/nexiste-pas/', ['nl', 'fr', 'en'], 'nl', false)).toBe('/fr/vitrine-not-found/');
    expect(notFoundRoute('/en/x/', ['fr', 'nl'], 'fr', false)).toBe('/fr/vitrine-not-found/');
    expect(notFoundRoute('/whatever/', ['nl'], 'nl', false)).toBe('/nl/vitrine-not-found/');
    expect(notFoundRoute('/nl/te-koop/leuven/niets/99999999/', ['nl'], 'nl', true)).toBe(
      '/nl/vitrine-not-found/property/',
    );
  });

  it('knows its own internal route, so that a visitor asking for it gets a 404 too', () => {
    expect(isNotFoundRoute('/nl/vitrine-not-found/')).toBe(true);
    expect(isNotFoundRoute('/fr/vitrine-not-found/property/')).toBe(true);
    expect(isNotFoundRoute('/nl/te-koop/')).toBe(false);
    // The 410 page's internal route, addressed directly, is a 404 too (issue 43).
    expect(isNotFoundRoute('/nl/gone/990001/')).toBe(true);
    expect(isNotFoundRoute('/nl/te-koop/gone/1/')).toBe(false);
  });

  it('renders an address again as it is, but one with a file ending, which the proxy never sees, as the internal route', () => {
    expect(notFoundAddress('/nl/bestaat-niet/?q=1')).toBe('/nl/bestaat-niet/?q=1');
    expect(notFoundAddress('/nl/bestaat-niet.php')).toBe('/nl/vitrine-not-found/');
    expect(notFoundAddress('/fr/a/b/c.txt?x=1')).toBe('/fr/vitrine-not-found/');
    // Not a language's shape: the proxy renders it in the default language.
    for (const url of ['/wp-login.php', '/../../etc/passwd.txt', '/%2e%2e/x.php', '/NL/x.php'])
      expect(notFoundAddress(url)).toBe('/-/vitrine-not-found/');
    expect(isNotFoundRoute(notFoundAddress('/wp-login.php'))).toBe(true);
  });
});

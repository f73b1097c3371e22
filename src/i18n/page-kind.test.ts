import { describe, expect, it } from 'vitest';
import { pageKind, routeSegments } from './page-kind';

describe('what an address is (one rule, from the routing table)', () => {
  it("calls a visitor's own pages private in every language, by their address and their route", () => {
    for (const path of [
      '/nl/login/',
      '/fr/login/mot-de-passe-oublie/',
      '/nl/eigenaar/12/',
      '/fr/proprietaire/',
      '/en/owner/',
      '/nl/portal/12/',
      '/nl/bedankt/contact/',
      '/en/thank-you/contact/',
      '/fr/merci/',
      '/nl/nieuwsbrief/bevestigen/abc/',
      '/en/newsletter/confirm/abc/',
      '/fr/recherche/desinscription/abc/',
      '/en/search-demand/unsubscribe/abc/',
    ])
      expect(pageKind(path), path).toBe('private');
  });

  it('calls every other page public, the 404s of unknown addresses too', () => {
    for (const path of [
      '/nl/',
      '/nl/te-koop/',
      '/en/for-sale/ghent/house/12/',
      '/nl/nieuwsbrief/',
      '/fr/recherche/',
      '/nl/loginx/',
      '/nl/vacatures/x/solliciteren/',
      '/fr/qui-sommes-nous/',
      '/nope/',
    ])
      expect(pageKind(path), path).toBe('public');
  });

  it('knows the back office and what is no page', () => {
    expect(pageKind('/admin/')).toBe('back-office');
    expect(pageKind('/admin/leads/')).toBe('back-office');
    for (const path of [
      '/api/visits/',
      '/_next/static/a.js',
      '/files/p/ab.webp',
      '/files/x',
      '/robots.txt',
      '/bench-reference/',
    ])
      expect(pageKind(path), path).toBe('none');
    expect(pageKind('/apartments/')).toBe('public');
  });
});

describe('the first segments a content page may not take', () => {
  it('are every route’s, in every routed language and by its internal name', () => {
    const taken = routeSegments();
    for (const segment of ['te-koop', 'a-louer', 'projects', 'eigenaar', 'proprietaire', 'owner', 'portal'])
      expect(taken, segment).toContain(segment);
    for (const segment of ['login', 'bedankt', 'merci', 'testimonials', 'getuigenis', 'nieuwsbrief', 'newsletter'])
      expect(taken, segment).toContain(segment);
    // A route under a content page (a vacancy's application form) leaves the page's own address free.
    expect(taken).not.toContain('vacatures');
  });
});

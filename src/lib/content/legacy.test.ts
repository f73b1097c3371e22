import { describe, expect, it } from 'vitest';
import { serveFixtureContent } from '@/test/data/content';
import { legacyTarget, normaliseLegacyPath } from './legacy';

// The content pages whose original addresses these are: the test agency's (src/test/fixtures/content).
serveFixtureContent();

describe('original addresses of the specification', () => {
  it.each([
    ['/for-sale/', { kind: 'route', route: '/for-sale' }],
    ['/for-rent', { kind: 'route', route: '/for-rent' }],
    ['/Nieuwbouw/', { kind: 'route', route: '/projects' }],
    ['/NIEUWBOUW/', { kind: 'route', route: '/projects' }],
    ['/contact/', { kind: 'route', route: '/contact' }],
    ['/demand-register/', { kind: 'route', route: '/search-demand' }],
    ['/contact-demand/', { kind: 'route', route: '/valuation' }],
    ['/login/', { kind: 'route', route: '/login' }],
    ['/Privacy/', { kind: 'content', path: '/privacy' }],
    ['/Cookie-policy/', { kind: 'content', path: '/cookiebeleid' }],
    ['/Disclaimer/', { kind: 'content', path: '/disclaimer' }],
    ['/Vacatures/', { kind: 'content', path: '/vacatures' }],
    ['/Buitenland/', { kind: 'content', path: '/buitenland' }],
    ['/Wie-zijn-wij', { kind: 'content', path: '/wie-zijn-wij' }],
    ['/Wie-zijn-wij%3F/', { kind: 'content', path: '/wie-zijn-wij' }],
    ['/Diensten/', { kind: 'content', path: '/onze-diensten' }],
    ['/Reviews/', { kind: 'content', path: '/reviews' }],
    ['/Recent-verkocht/', { kind: 'content', path: '/recent-verkocht' }],
    ['/feed-back', { kind: 'content', path: '/feedback' }],
    ['/property/123/', { kind: 'property', id: 123 }],
    ['/project/7', { kind: 'project', id: 7 }],
    // A connector's own ids (issue 30) start at 1.5 billion; the feed takes up to 2^31 - 1.
    ['/property/1500000000/', { kind: 'property', id: 1_500_000_000 }],
    ['/property/2147483647/', { kind: 'property', id: 2_147_483_647 }],
  ])('%s → %o', (path, target) => {
    expect(legacyTarget(path, 'nl')).toEqual(target);
  });

  it.each(['/', '/nl/te-koop/', '/property/abc/', '/property/2147483648/', '/property/12345678901/', '/property/', '/unknown/', '/%E0%A4%A/'])('%s is not an original address', (path) => {
    expect(legacyTarget(path, 'nl')).toBeNull();
  });

  it("gives a content page's path in the language the visitor is sent to", () => {
    expect(legacyTarget('/Wie-zijn-wij?/', 'fr')).toEqual({ kind: 'content', path: '/qui-sommes-nous' });
    expect(legacyTarget('/Privacy/', 'en')).toEqual({ kind: 'content', path: '/privacy' });
  });

  it('normalises case, trailing slashes and the "?" of /Wie-zijn-wij?/', () => {
    expect(normaliseLegacyPath('/Wie-zijn-wij?/')).toBe('/wie-zijn-wij');
    expect(normaliseLegacyPath('/Privacy//')).toBe('/privacy');
    expect(normaliseLegacyPath('/')).toBe('/');
  });
});

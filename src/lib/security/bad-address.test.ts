import { describe, expect, it } from 'vitest';
import { badAddressLocale, badAddressResponse } from './bad-address';

describe('the answer to an address that cannot be decoded', () => {
  it('speaks the language the address starts with when the site shows it, else the default', () => {
    expect(badAddressLocale('/fr/%zz/', ['fr', 'en'], 'fr')).toBe('fr');
    expect(badAddressLocale('/de/%zz/', ['de', 'fr'], 'fr')).toBe('de');
    // Dutch is not shown by this site: its default answers, not Dutch.
    expect(badAddressLocale('/nl/%zz/', ['fr', 'en'], 'fr')).toBe('fr');
    expect(badAddressLocale('/%zz', ['de', 'fr'], 'de')).toBe('de');
  });

  it('is a 400 page in that language with a link to its home', async () => {
    const response = badAddressResponse('de');
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<a href="/de/">');
    expect(html).not.toMatch(/<html lang="nl">/);
  });
});

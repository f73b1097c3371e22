import { describe, expect, it } from 'vitest';
import { adminLocaleFor, ADMIN_ONLY_SITE_KEYS, keepAdminOnly } from './staff';

describe('adminLocaleFor', () => {
  it("takes the browser's most wanted of the languages offered", () => {
    expect(adminLocaleFor('fr-BE,fr;q=0.9,en;q=0.8', ['nl', 'fr', 'en'])).toBe('fr');
    expect(adminLocaleFor('es-ES,es;q=0.9,en;q=0.5', ['nl', 'fr', 'en'])).toBe('en');
    expect(adminLocaleFor('en;q=0.4, nl-BE;q=0.8', ['nl', 'fr', 'en'])).toBe('nl');
    expect(adminLocaleFor('de-DE,de;q=0.9,fr;q=0.5', ['de', 'fr'])).toBe('de');
  });

  it('never offers a language the site does not show: a Dutch browser on a French and English site gets French', () => {
    expect(adminLocaleFor('nl-BE,nl;q=0.9', ['fr', 'en'])).toBe('fr');
    expect(adminLocaleFor('nl-BE,de;q=0.5', ['de', 'fr'])).toBe('de');
  });

  it('falls back to the first offered (the default) for nothing, nonsense or only refused languages', () => {
    expect(adminLocaleFor(null, ['nl', 'fr', 'en'])).toBe('nl');
    expect(adminLocaleFor('', ['fr', 'en'])).toBe('fr');
    expect(adminLocaleFor(';;;,q=x', ['de', 'fr'])).toBe('de');
    expect(adminLocaleFor('fr;q=0, es', ['nl', 'fr'])).toBe('nl');
  });
});

describe("an editor's site settings", () => {
  const stored = {
    agency: { name: 'A' },
    brand: { colors: { primary: '#123456' } },
    languages: { default: 'nl' },
    banner: { title: 'old' },
  };

  it(`keep ${ADMIN_ONLY_SITE_KEYS.join(', ')} as stored, whatever the form sent`, () => {
    const forged = { agency: { name: 'B' }, brand: { colors: { primary: '#ffffff' } }, banner: { title: 'new' } };
    expect(keepAdminOnly(forged, stored)).toEqual({
      agency: { name: 'A' },
      brand: { colors: { primary: '#123456' } },
      languages: { default: 'nl' },
      banner: { title: 'new' },
    });
  });

  it('leave out an admin-only part the stored settings do not have', () => {
    expect(keepAdminOnly({ brand: { x: 1 }, banner: {} }, { banner: {} })).toEqual({ banner: {} });
  });

  it('leave a value that is not settings alone (the rules refuse it)', () => {
    expect(keepAdminOnly(null, stored)).toBeNull();
    expect(keepAdminOnly([1], stored)).toEqual([1]);
  });
});

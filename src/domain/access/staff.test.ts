import { describe, expect, it } from 'vitest';
import { adminLocaleFor, ADMIN_ONLY_SITE_KEYS, keepAdminOnly } from './staff';

describe('adminLocaleFor', () => {
  it('takes the most wanted of nl, fr and en', () => {
    expect(adminLocaleFor('fr-BE,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(adminLocaleFor('de-DE,de;q=0.9,en;q=0.5')).toBe('en');
    expect(adminLocaleFor('en;q=0.4, nl-BE;q=0.8')).toBe('nl');
  });

  it('falls back to Dutch for nothing, nonsense or only refused languages', () => {
    expect(adminLocaleFor(null)).toBe('nl');
    expect(adminLocaleFor('')).toBe('nl');
    expect(adminLocaleFor(';;;,q=x')).toBe('nl');
    expect(adminLocaleFor('fr;q=0, de')).toBe('nl');
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

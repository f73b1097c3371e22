import { describe, expect, it } from 'vitest';
import { adminLocaleFor } from './staff';

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

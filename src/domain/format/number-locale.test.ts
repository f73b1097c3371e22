import { describe, expect, it } from 'vitest';
import { numberLocale } from './number-locale';

describe('numberLocale', () => {
  it('writes each site language by its own CLDR locale, English the British way', () => {
    expect(numberLocale('nl')).toBe('nl-BE');
    expect(numberLocale('fr')).toBe('fr-BE');
    expect(numberLocale('en')).toBe('en-GB');
    expect(numberLocale('de')).toBe('de-BE');
  });

  it('reads a full tag by its language, and an unknown language as Dutch', () => {
    expect(numberLocale('fr-BE')).toBe('fr-BE');
    expect(numberLocale('DE')).toBe('de-BE');
    expect(numberLocale('xx')).toBe('nl-BE');
    expect(numberLocale('')).toBe('nl-BE');
  });
});

import { describe, expect, it } from 'vitest';
import { languageOrder, localizedText, pick, rowInLanguage } from './localized-text';

describe('localizedText', () => {
  it('gives the page language, else Dutch, else English, else nothing', () => {
    expect(localizedText({ nl: 'Huis', fr: 'Maison', en: 'House' }, 'fr')).toBe('Maison');
    expect(localizedText({ nl: 'Huis', en: 'House' }, 'fr')).toBe('Huis');
    expect(localizedText({ en: 'House' }, 'fr')).toBe('House');
    expect(localizedText({ de: 'Haus' }, 'fr')).toBe('');
    expect(localizedText(null, 'nl')).toBe('');
    expect(localizedText(undefined, 'nl')).toBe('');
  });

  it('passes over an empty text as if it were not written', () => {
    expect(localizedText({ fr: '', nl: 'Huis' }, 'fr')).toBe('Huis');
  });

  it('tries each language once', () => {
    expect(languageOrder('nl')).toEqual(['nl', 'en']);
    expect(languageOrder('de')).toEqual(['de', 'nl', 'en']);
  });
});

describe('pick', () => {
  it('follows the same order and hides a text switched off', () => {
    expect(pick({ nl: 'Welkom', en: 'Welcome' }, 'en')).toBe('Welcome');
    expect(pick({ nl: 'Welkom' }, 'de')).toBe('Welkom');
    expect(pick({ nl: 'Welkom', public: false }, 'nl')).toBe('');
    expect(pick({ nl: 'Welkom', public: true }, 'nl')).toBe('Welkom');
    expect(pick(undefined, 'nl')).toBe('');
  });
});

describe('rowInLanguage', () => {
  const rows = [
    { locale: 'en', title: 'House' },
    { locale: 'de', title: 'Haus' },
    { locale: 'nl', title: '' },
  ];

  it('gives the row in the language, else Dutch, else English, else the first', () => {
    expect(rowInLanguage(rows, 'de')?.title).toBe('Haus');
    expect(rowInLanguage(rows, 'fr')?.title).toBe('');
    expect(rowInLanguage(rows.slice(0, 2), 'fr')?.title).toBe('House');
    expect(rowInLanguage([{ locale: 'de', title: 'Haus' }], 'fr')?.title).toBe('Haus');
    expect(rowInLanguage([], 'fr')).toBeUndefined();
  });

  it('passes over the rows it may not use', () => {
    expect(rowInLanguage(rows, 'fr', (r) => r.title !== '')?.title).toBe('House');
    expect(rowInLanguage(rows, 'fr', () => false)).toBeUndefined();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { languageOrder, localizedText, pick, readTextSettingsFrom, rowInLanguage } from './localized-text';

const demo = { default: 'nl', enabled: ['nl', 'fr', 'en'] };
const arlon = { default: 'fr', enabled: ['fr', 'en'] };
const eupen = { default: 'de', enabled: ['de', 'fr'] };

describe('languageOrder', () => {
  it("tries the page's language, the default, then the other enabled languages, each once", () => {
    expect(languageOrder('en', arlon)).toEqual(['en', 'fr']);
    expect(languageOrder('fr', arlon)).toEqual(['fr', 'en']);
    expect(languageOrder('fr', eupen)).toEqual(['fr', 'de']);
    expect(languageOrder('fr', demo)).toEqual(['fr', 'nl', 'en']);
  });

  it('without settings, tries every routed language in the product order', () => {
    expect(languageOrder('de', undefined)).toEqual(['de', 'nl', 'fr', 'en']);
  });

  afterEach(() => readTextSettingsFrom(() => undefined));

  it('takes the registered site settings when a caller gives none', () => {
    readTextSettingsFrom(() => eupen);
    expect(languageOrder('fr')).toEqual(['fr', 'de']);
    expect(localizedText({ nl: 'Huis', de: 'Haus' }, 'fr')).toBe('Haus');
  });
});

describe('localizedText', () => {
  it("gives the page's language, else the default language's, else another enabled one's, else nothing", () => {
    expect(localizedText({ nl: 'Huis', fr: 'Maison', en: 'House' }, 'fr', demo)).toBe('Maison');
    expect(localizedText({ nl: 'Huis', en: 'House' }, 'fr', demo)).toBe('Huis');
    expect(localizedText({ en: 'House' }, 'fr', demo)).toBe('House');
    expect(localizedText({ fr: 'Maison', en: 'House' }, 'nl', arlon)).toBe('Maison');
    expect(localizedText({ nl: 'Huis', en: 'House' }, 'fr', arlon)).toBe('House');
    expect(localizedText({ de: 'Haus' }, 'fr', demo)).toBe('');
    expect(localizedText({ nl: 'Huis' }, 'en', arlon)).toBe('');
    expect(localizedText(null, 'nl', demo)).toBe('');
    expect(localizedText(undefined, 'nl', demo)).toBe('');
  });

  it('never takes Dutch on a site that does not show it', () => {
    expect(localizedText({ nl: 'Huis', de: 'Haus', fr: '' }, 'fr', eupen)).toBe('Haus');
  });

  it('passes over an empty text as if it were not written', () => {
    expect(localizedText({ fr: '', nl: 'Huis' }, 'fr', demo)).toBe('Huis');
  });
});

describe('pick', () => {
  it('follows the same order and hides a text switched off', () => {
    expect(pick({ nl: 'Welkom', en: 'Welcome' }, 'en', demo)).toBe('Welcome');
    expect(pick({ de: 'Willkommen', fr: 'Bienvenue' }, 'en', eupen)).toBe('Willkommen');
    expect(pick({ nl: 'Welkom', public: false }, 'nl', demo)).toBe('');
    expect(pick({ nl: 'Welkom', public: true }, 'nl', demo)).toBe('Welkom');
    expect(pick(undefined, 'nl', demo)).toBe('');
  });
});

describe('rowInLanguage', () => {
  const rows = [
    { locale: 'en', title: 'House' },
    { locale: 'de', title: 'Haus' },
    { locale: 'nl', title: '' },
  ];

  it("gives the row in the page's language, else the default's, else another enabled one's, else the first", () => {
    expect(rowInLanguage(rows, 'de', undefined, demo)?.title).toBe('Haus');
    expect(rowInLanguage(rows, 'fr', undefined, demo)?.title).toBe('');
    expect(rowInLanguage(rows, 'fr', undefined, eupen)?.title).toBe('Haus');
    expect(rowInLanguage(rows.slice(0, 2), 'fr', undefined, demo)?.title).toBe('House');
    expect(rowInLanguage([{ locale: 'de', title: 'Haus' }], 'fr', undefined, demo)?.title).toBe('Haus');
    expect(rowInLanguage([], 'fr', undefined, demo)).toBeUndefined();
  });

  it('passes over the rows it may not use', () => {
    expect(rowInLanguage(rows, 'fr', (r) => r.title !== '', demo)?.title).toBe('House');
    expect(rowInLanguage(rows, 'fr', () => false, demo)).toBeUndefined();
  });
});

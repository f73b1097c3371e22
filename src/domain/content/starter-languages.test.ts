import { describe, expect, it } from 'vitest';
import { keepLanguages, parseLanguageList, siteInLanguages } from './starter-languages';

describe('a starter in the agency’s languages', () => {
  it('reads the languages asked for, in order, and names a wrong one', () => {
    expect(parseLanguageList('de, fr')).toEqual(['de', 'fr']);
    expect(parseLanguageList('FR,en')).toEqual(['fr', 'en']);
    expect(parseLanguageList('fr,es')).toBe('--languages: es is not one of nl, fr, en, de');
    expect(parseLanguageList('')).toBe('--languages: name at least one of nl, fr, en, de');
    expect(parseLanguageList('fr,fr')).toBe('--languages: each language only once');
  });

  it('keeps only those languages of every text, however deep, and leaves other fields alone', () => {
    const page = {
      name: 'privacy',
      params: {
        title: { nl: 'Privacy', fr: 'Vie privée', en: 'Privacy', de: 'Datenschutz' },
        path: { nl: 'privacy', fr: 'vie-privee', en: 'privacy', de: 'datenschutz' },
        banner: { nl: 'x', de: 'y', public: false },
        modules: [{ id: 'text-1', title: { fr: 'Équipe', en: 'Team' } }],
        // Not a text: a language's code as one key among others stays.
        languages: { default: 'nl', enabled: ['nl'] },
      },
    };
    expect(keepLanguages(page, ['de', 'fr'])).toEqual({
      name: 'privacy',
      params: {
        title: { fr: 'Vie privée', de: 'Datenschutz' },
        path: { fr: 'vie-privee', de: 'datenschutz' },
        banner: { de: 'y', public: false },
        modules: [{ id: 'text-1', title: { fr: 'Équipe' } }],
        languages: { default: 'nl', enabled: ['nl'] },
      },
    });
  });

  it('sets the site’s languages, the first as default and for the agency’s mail', () => {
    const site = {
      languages: { default: 'nl', enabled: ['nl', 'fr', 'en'], detectFromBrowser: true },
      agency: { bivTitle: { nl: 'Vastgoedmakelaar', fr: 'Agent immobilier', en: 'Agent', de: 'Makler' } },
    };
    expect(siteInLanguages(site, ['de', 'fr'])).toEqual({
      languages: { default: 'de', enabled: ['de', 'fr'], detectFromBrowser: true, agencyMail: 'de' },
      agency: { bivTitle: { fr: 'Agent immobilier', de: 'Makler' } },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { languagesSchema } from '../content/languages-schema';
import {
  agencyMailLocale,
  alternateLinks,
  browserLanguages,
  enabledLocales,
  defaultFirst,
  entryLocale,
  shownOr,
  isEnabled,
} from './languages';

const HREFLANG = { nl: 'nl-BE', fr: 'fr-BE', en: 'en', de: 'de-BE' } as const;
const demo = { default: 'nl', enabled: ['nl', 'fr', 'en'], detectFromBrowser: false } as const;
const liege = { default: 'fr', enabled: ['fr', 'nl'], detectFromBrowser: false } as const;
const eupen = { default: 'de', enabled: ['de', 'fr'], detectFromBrowser: true } as const;

describe('the language settings', () => {
  it('take the default language among the enabled ones', () => {
    expect(languagesSchema.safeParse({ default: 'fr', enabled: ['fr', 'nl'] }).success).toBe(true);
    const refused = languagesSchema.safeParse({ default: 'en', enabled: ['fr', 'nl'] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['default', 'the default language must be enabled'],
    ]);
  });

  it('refuse no language, a language twice and a language the build does not route', () => {
    expect(languagesSchema.safeParse({ default: 'fr', enabled: [] }).success).toBe(false);
    expect(languagesSchema.safeParse({ default: 'fr', enabled: ['fr', 'fr'] }).error?.issues[0]?.path).toEqual([
      'enabled',
    ]);
    expect(languagesSchema.safeParse({ default: 'es', enabled: ['es'] }).success).toBe(false);
  });

  it('take any non-empty set of Dutch, French, English and German', () => {
    expect(languagesSchema.safeParse({ default: 'de', enabled: ['de', 'fr'] }).success).toBe(true);
    expect(languagesSchema.safeParse({ default: 'fr', enabled: ['fr', 'en'] }).success).toBe(true);
    expect(languagesSchema.safeParse({ default: 'en', enabled: ['en'] }).success).toBe(true);
  });
});

describe('where / goes', () => {
  it('goes to the default language when the browser may not choose', () => {
    expect(entryLocale(demo, 'fr-BE,fr;q=0.9')).toBe('nl');
    expect(entryLocale(liege, 'nl-BE')).toBe('fr');
    expect(entryLocale(liege, null)).toBe('fr');
  });

  it('sends a German browser to German on a German and French site, an English one to the default', () => {
    expect(entryLocale(eupen, 'de-BE,de;q=0.9,fr;q=0.8')).toBe('de');
    expect(entryLocale(eupen, 'fr-BE')).toBe('fr');
    expect(entryLocale(eupen, 'en-GB,nl;q=0.5')).toBe('de');
  });

  it("follows the browser's most wanted enabled language when it may", () => {
    const detect = { ...liege, detectFromBrowser: true };
    expect(entryLocale(detect, 'nl-BE,nl;q=0.9,fr;q=0.5')).toBe('nl');
    expect(entryLocale(detect, 'de-DE,de;q=0.9,nl;q=0.4,fr;q=0.8')).toBe('fr');
    // English is not enabled on this site: the default, not the disabled language.
    expect(entryLocale(detect, 'en-GB,en;q=0.9')).toBe('fr');
    expect(entryLocale(detect, '')).toBe('fr');
    expect(entryLocale(detect, 'nl;q=0, *')).toBe('fr');
  });

  it('reads Accept-Language by weight, then by order', () => {
    expect(browserLanguages('en;q=0.5, fr-BE, nl;q=0.7, fr;q=0.9')).toEqual(['fr', 'nl', 'en']);
    expect(browserLanguages('nl, en')).toEqual(['nl', 'en']);
    expect(browserLanguages('*;q=0.1, nl;q=0, EN-us')).toEqual(['en']);
    expect(browserLanguages(undefined)).toEqual([]);
  });
});

describe('which languages a page announces', () => {
  it('lists the enabled languages in the product order', () => {
    expect(enabledLocales({ default: 'fr', enabled: ['nl', 'fr'] })).toEqual(['nl', 'fr']);
    expect(enabledLocales({ default: 'fr', enabled: ['fr', 'nl'] })).toEqual(['nl', 'fr']);
    expect(isEnabled(liege, 'en')).toBe(false);
    expect(isEnabled(liege, 'fr')).toBe(true);
  });

  it('gives hreflang alternates of the enabled languages only, x-default to the default', () => {
    const paths = { nl: '/nl/te-koop/', fr: '/fr/a-vendre/', en: '/en/for-sale/' };
    expect(alternateLinks(demo, paths, HREFLANG)).toEqual({
      'nl-BE': '/nl/te-koop/',
      'fr-BE': '/fr/a-vendre/',
      en: '/en/for-sale/',
      'x-default': '/nl/te-koop/',
    });
    expect(alternateLinks(liege, paths, HREFLANG)).toEqual({
      'nl-BE': '/nl/te-koop/',
      'fr-BE': '/fr/a-vendre/',
      'x-default': '/fr/a-vendre/',
    });
  });

  it("keeps a staff member's language while the site shows it, else gives the default", () => {
    expect(shownOr(eupen, 'fr')).toBe('fr');
    expect(shownOr(eupen, 'nl')).toBe('de');
    expect(shownOr(eupen, null)).toBe('de');
  });

  it('puts the default first for the back office', () => {
    expect(defaultFirst(eupen)).toEqual(['de', 'fr']);
    expect(defaultFirst({ default: 'en', enabled: ['fr', 'en', 'nl'] })).toEqual(['en', 'nl', 'fr']);
  });

  it('announces German as de-BE on a German and French site, x-default to German', () => {
    const paths = { nl: '/nl/te-koop/', fr: '/fr/a-vendre/', en: '/en/for-sale/', de: '/de/kaufen/' };
    expect(enabledLocales(eupen)).toEqual(['fr', 'de']);
    expect(alternateLinks(eupen, paths, HREFLANG)).toEqual({
      'fr-BE': '/fr/a-vendre/',
      'de-BE': '/de/kaufen/',
      'x-default': '/de/kaufen/',
    });
  });

  it('leaves out a language without the page, and x-default when the default has none', () => {
    expect(alternateLinks(liege, { nl: '/nl/over-ons/' }, HREFLANG)).toEqual({ 'nl-BE': '/nl/over-ons/' });
  });
});

describe('the mails to the agency', () => {
  it('are in its mail language, else in the default language', () => {
    expect(agencyMailLocale(liege)).toBe('fr');
    expect(agencyMailLocale({ ...liege, agencyMail: 'nl' })).toBe('nl');
  });
});

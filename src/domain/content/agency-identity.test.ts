import { describe, expect, it } from 'vitest';
import { appPageTitle, settingOr } from './agency-identity';

describe('settingOr', () => {
  it("takes the agency's setting in the page's language", () => {
    expect(settingOr({ nl: '%s | Immo Example', fr: '%s – Immo Example' }, 'fr', '%s | default')).toBe(
      '%s – Immo Example',
    );
  });

  it('falls back to the translated default when the setting is empty, blank or missing', () => {
    expect(settingOr({}, 'nl', 'default')).toBe('default');
    expect(settingOr({ nl: '   ' }, 'nl', 'default')).toBe('default');
    expect(settingOr(undefined, 'en', 'default')).toBe('default');
  });

  it("never shows another language's setting", () => {
    expect(settingOr({ nl: 'Nederlandse tekst' }, 'fr', 'texte par défaut')).toBe('texte par défaut');
    expect(settingOr({ nl: 'Nederlandse tekst', en: 'English text' }, 'de', 'Standardtext')).toBe('Standardtext');
  });

  it('trims what the agency wrote', () => {
    expect(settingOr({ en: '  Our valuers know the area.  ' }, 'en', 'x')).toBe('Our valuers know the area.');
  });
});

describe('appPageTitle', () => {
  const fallback = { title: 'For sale', description: 'All homes for sale with Immo Example.' };

  it("takes its content page's SEO title and description when written", () => {
    const seo = {
      metaTitle: { nl: 'Woningen te koop', fr: 'Biens à vendre' },
      description: { nl: 'Alle panden te koop.', fr: 'Tous les biens à vendre.' },
    };
    expect(appPageTitle(seo, 'fr', 'Immo Example', fallback)).toEqual({
      title: 'Biens à vendre',
      description: 'Tous les biens à vendre.',
    });
  });

  it('lets a written title that names the agency stand as written, without the template', () => {
    const seo = { metaTitle: { nl: 'Woningen te koop | Immo Example' } };
    expect(appPageTitle(seo, 'nl', 'Immo Example', fallback).title).toEqual({
      absolute: 'Woningen te koop | Immo Example',
    });
  });

  it("falls back to the page's translated title and description, field by field", () => {
    expect(appPageTitle(undefined, 'en', 'Immo Example', fallback)).toEqual(fallback);
    expect(appPageTitle({ metaTitle: { en: 'Homes to buy' } }, 'en', 'Immo Example', fallback)).toEqual({
      title: 'Homes to buy',
      description: fallback.description,
    });
    expect(appPageTitle({ metaTitle: { nl: 'Te koop' } }, 'en', 'Immo Example', fallback).title).toBe('For sale');
  });

  it('leaves the description out when neither the page nor its defaults have one (the site default applies)', () => {
    expect(appPageTitle({}, 'nl', 'Immo Example', { title: 'Valuation' })).toEqual({ title: 'Valuation' });
  });
});

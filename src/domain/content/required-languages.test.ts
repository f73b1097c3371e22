import { describe, expect, it } from 'vitest';
import { missingPageLanguages, missingSiteLanguages, type SiteTexts } from './required-languages';

const frEn = { fr: 'x', en: 'x' };

function site(over: Partial<SiteTexts> = {}): SiteTexts {
  return {
    agency: { bivTitle: frEn, supervisor: frEn, openingHours: frEn },
    topBar: { links: [{ label: frEn, link: { fr: '/fr/contact/', en: '/en/contact/' } }] },
    banner: { title: { ...frEn, public: true } },
    footer: { copyright: frEn, columns: [{ title: { fr: 'Contact', en: 'Contact', public: true } }] },
    ...over,
  };
}

describe('missingSiteLanguages', () => {
  it('asks nothing of a French and English site written without Dutch', () => {
    expect(missingSiteLanguages(site(), ['fr', 'en'])).toEqual([]);
  });

  it('names each text and each enabled language it lacks', () => {
    expect(missingSiteLanguages(site(), ['de', 'fr'])).toEqual([
      'agency.bivTitle.de: is required because de is enabled',
      'agency.supervisor.de: is required because de is enabled',
      'agency.openingHours.de: is required because de is enabled',
      'topBar.links.0.label.de: is required because de is enabled',
      'topBar.links.0.link.de: is required because de is enabled',
      'banner.title.de: is required because de is enabled',
      'footer.copyright.de: is required because de is enabled',
      'footer.columns.0.title.de: is required because de is enabled',
    ]);
  });

  it("asks the agency's legal texts and copyright in every enabled language, even left out", () => {
    const bare = site({ agency: { supervisor: frEn, openingHours: frEn }, footer: { copyright: { fr: '' }, columns: [] } });
    expect(missingSiteLanguages(bare, ['fr', 'en'])).toEqual([
      'agency.bivTitle.fr: is required because fr is enabled',
      'agency.bivTitle.en: is required because en is enabled',
      'footer.copyright.fr: is required because fr is enabled',
      'footer.copyright.en: is required because en is enabled',
    ]);
  });

  it('asks nothing of another text written in no language, of one switched off or left out', () => {
    const written = site({
      topBar: { links: [{ label: { fr: '', en: '' }, link: {} }] },
      banner: { title: { public: false } },
      footer: { copyright: frEn, columns: [{}] },
    });
    expect(missingSiteLanguages(written, ['fr', 'en'])).toEqual([]);
  });

  it('takes an empty language of a written text as missing, and a text in a language not shown as written', () => {
    const partly = site({ agency: { bivTitle: { fr: 'Agent IPI', en: ' ' }, supervisor: { nl: 'BIV' }, openingHours: frEn } });
    expect(missingSiteLanguages(partly, ['fr', 'en'])).toEqual([
      'agency.bivTitle.en: is required because en is enabled',
      'agency.supervisor.fr: is required because fr is enabled',
      'agency.supervisor.en: is required because en is enabled',
    ]);
  });

});

describe('missingPageLanguages', () => {
  it('asks for a title in every enabled language, not empty, and in no other', () => {
    expect(missingPageLanguages({ params: { title: { fr: 'À propos', en: 'About' } } }, ['fr', 'en'])).toEqual([]);
    expect(missingPageLanguages({ params: { title: { de: 'Über uns', fr: 'À propos' } } }, ['de', 'fr'])).toEqual([]);
    expect(missingPageLanguages({ params: { title: { fr: ' ', en: 'About', nl: 'Over ons' } } }, ['fr', 'en'])).toEqual([
      'params.title.fr: is required because fr is enabled',
    ]);
    expect(missingPageLanguages({ params: { title: { en: 'About' } } }, ['fr', 'en'])).toEqual([
      'params.title.fr: is required because fr is enabled',
    ]);
  });

  it("asks a redirect's address in every enabled language", () => {
    const page = { params: { title: frEn, redirect: true, redirectUrl: { fr: 'https://example.be/fr' } } };
    expect(missingPageLanguages(page, ['fr', 'en'])).toEqual(['params.redirectUrl.en: is required because en is enabled']);
    expect(missingPageLanguages({ params: { ...page.params, redirect: false } }, ['fr', 'en'])).toEqual([]);
  });
});

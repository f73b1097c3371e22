import { afterEach, describe, expect, it } from 'vitest';
import { mailTranslator } from '@/lib/mail/render';
import { fileContent, setLiveContent } from '@/lib/content/load';
import { agencyMail, detailRows, visitorMail } from './mails';

describe('the fields a lead mail lists', () => {
  it('labels each field in the reader language and leaves out internal ones', () => {
    const rows = detailRows(
      mailTranslator('fr'),
      {
        firstName: 'An',
        newsletter: true,
        propertyId: 12,
        zoneList: ['9800'],
        remark: '',
      },
      'fr',
    );
    expect(rows).toEqual([
      ['Prénom', 'An'],
      ['Oui, envoyez-moi la newsletter', 'oui'],
    ]);
  });
  it('writes the amounts a visitor typed as the reader’s language writes money (issue 44)', () => {
    const offer = { amount: 385000, priceMax: 1200 };
    expect(detailRows(mailTranslator('fr'), offer, 'fr').map(([, v]) => v)).toEqual([
      '385\u202f000\u00a0€',
      '1\u202f200\u00a0€',
    ]);
    expect(detailRows(mailTranslator('en'), offer, 'en').map(([, v]) => v)).toEqual(['€385,000', '€1,200']);
    expect(detailRows(mailTranslator('nl'), offer, 'nl').map(([, v]) => v)).toEqual(['€ 385.000', '€ 1.200']);
    expect(detailRows(mailTranslator('de'), { income1: 3200 }, 'de')).toEqual([[expect.any(String), '3.200\u00a0€']]);
  });
  it('shows a drawn region as its corners and centre, not a list of coordinates', () => {
    const region = [
      [51, 3.5],
      [51, 3.6],
      [50.9, 3.6],
      [50.9, 3.5],
    ];
    expect(detailRows(mailTranslator('en'), { region }, 'en')).toEqual([
      ['Region on the map', 'region of 4 corners around 50.9500, 3.5500'],
    ]);
    expect(detailRows(mailTranslator('nl'), { region }, 'nl')[0]![1]).toBe(
      'regio met 4 hoekpunten rond 50.9500, 3.5500',
    );
  });
});

describe("the agency's copy of a lead", () => {
  const files = fileContent();
  afterEach(() => setLiveContent(files));
  const lead = {
    kind: 'contact' as const,
    locale: 'nl',
    submissionId: 1,
    data: { firstName: 'An' },
    property: null,
    visitorEmail: 'an@example.org',
    visitorName: 'An Peeters',
  };
  const withLanguages = (languages: (typeof files)['site']['languages']) =>
    setLiveContent({ ...files, site: { ...files.site, languages } });

  it("is in the site's default language when the agency chose no mail language", () => {
    withLanguages({ default: 'fr', enabled: ['fr', 'nl'], detectFromBrowser: false });
    const mail = agencyMail(lead);
    expect(mail.locale).toBe('fr');
    expect(mail.subject).toBe('Demande de contact : An Peeters');
    expect(mail.text).toContain('Prénom');
    // The visitor's language by its name, not its code (issue 44).
    expect(mail.text).toContain('Néerlandais');
    expect(mail.text).not.toMatch(/: nl$/m);
  });

  it('is in German for a German-speaking agency, with the visitor’s language named in German (issue 44)', () => {
    withLanguages({ default: 'de', enabled: ['de', 'fr'], detectFromBrowser: false });
    const mail = agencyMail({ ...lead, locale: 'fr', visitorName: 'Anne Dupont' });
    expect(mail.locale).toBe('de');
    expect(mail.subject).toBe('Kontaktanfrage: Anne Dupont');
    expect(mail.text).toContain('Vorname: An');
    expect(mail.text).toContain('Französisch');
  });

  it("the visitor's copy is in German on a German page: its subject, greeting and what was received", () => {
    withLanguages({ default: 'de', enabled: ['de', 'fr'], detectFromBrowser: false });
    const mail = visitorMail({ ...lead, kind: 'valuation', locale: 'de', visitorName: 'Anna Schmitz' });
    expect(mail.subject).toBe('Eingangsbestätigung: Ihre Bewertungsanfrage');
    expect(mail.text).toContain('Guten Tag Anna Schmitz,\nvielen Dank. Wir haben Ihre Bewertungsanfrage erhalten');
  });

  it('is in the mail language the agency chose', () => {
    withLanguages({ default: 'fr', enabled: ['fr', 'nl'], detectFromBrowser: false, agencyMail: 'en' });
    const mail = agencyMail(lead);
    expect(mail.locale).toBe('en');
    expect(mail.subject).toBe('Contact request: An Peeters');
  });

  it('names what was asked before who asked it, in every language (issue 44)', () => {
    withLanguages({ default: 'nl', enabled: ['nl', 'fr', 'en'], detectFromBrowser: false });
    expect(agencyMail({ ...lead, kind: 'visit', visitorName: 'Sophie Lambert' }).subject).toBe(
      'Bezoekaanvraag: Sophie Lambert',
    );
    withLanguages({ default: 'fr', enabled: ['fr', 'en'], detectFromBrowser: false });
    expect(agencyMail({ ...lead, kind: 'valuation', visitorName: 'Anne Dupont' }).subject).toBe(
      'Demande d’estimation : Anne Dupont',
    );
  });
});

import { createTranslator } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../messages/en.json';
import fr from '../../../messages/fr.json';
import nl from '../../../messages/nl.json';
import type { Content } from './load';
import { FIXTURE_AGENCY, fixtureContent } from '@/test/data/content';

// The site's settings as a test sets them; a staff member's preview does not apply here.
let current: Content;
vi.mock('./load', async (original) => ({ ...(await original<typeof import('./load')>()), content: () => current }));
vi.mock('./preview', () => ({ applyPreview: async () => null }));

const { agencyText, placesHint, siteSeo } = await import('./identity');
const { appPageSeo } = await import('./page-seo');

/** The test agency's settings and pages (src/test/fixtures/content). */
const agency = fixtureContent();
const t = (locale: 'nl' | 'fr' | 'en') => createTranslator({ locale, messages: { nl, fr, en }[locale] });

/** Another agency: its own name, none of the test agency's settings texts, and content pages without SEO. */
function otherAgency(): Content {
  const copy = structuredClone(agency);
  copy.site.agency.name = 'Immo Meuse';
  copy.site.seo = { title: {}, titleTemplate: {}, description: {} };
  copy.site.texts = { valuationIntro: {}, searchDemandExample: {}, portalIntro: {}, mailFooter: {}, projectsIntro: {} };
  for (const page of copy.pages) page.params.seo = {};
  return copy;
}

describe('an agency reads as its settings say', () => {
  beforeEach(() => {
    current = agency;
  });

  it('takes the title, template and description from the settings', () => {
    expect(siteSeo('nl', t('nl'))).toEqual({
      title: agency.site.seo.title.nl,
      template: `%s | ${FIXTURE_AGENCY.name}`,
      description: agency.site.seo.description.nl,
    });
  });

  it('takes the texts about the agency from the settings', () => {
    expect(agencyText('valuationIntro', 'fr', t('fr'))).toBe(agency.site.texts.valuationIntro.fr);
    expect(agencyText('mailFooter', 'en', t('en'))).toBe(`${FIXTURE_AGENCY.name} – owner portal`);
    expect(placesHint('nl', t('nl'))).toBe("Bijvoorbeeld: 3500, Hasselt, Genk (gescheiden door komma's)");
  });

  it("gives an app page its content page's SEO title: the list for sale", async () => {
    const page = agency.pages.find((p) => p.route === '/for-sale')!;
    const seo = await appPageSeo('/for-sale', 'fr', { title: 'À vendre', description: 'default' });
    // The written title names the agency: it stands as written, without the template's name again.
    expect(seo).toEqual({ title: { absolute: page.params.seo.metaTitle!.fr }, description: page.params.seo.description!.fr });
  });

  it('gives each app page with a content page its SEO title (projects, contact, valuation, search demand)', async () => {
    for (const route of ['/for-rent', '/projects', '/contact', '/valuation', '/search-demand']) {
      const page = agency.pages.find((p) => p.route === route)!;
      const seo = await appPageSeo(route, 'en', { title: 'fallback' });
      expect({ route, seo }).toEqual({
        route,
        seo: { title: { absolute: page.params.seo.metaTitle!.en }, description: page.params.seo.description!.en },
      });
    }
  });

  it('ignores a draft page that stands for the route', async () => {
    current = structuredClone(agency);
    current.pages.find((p) => p.route === '/contact')!.status = 'Draft';
    expect(await appPageSeo('/contact', 'nl', { title: 'Contact' })).toEqual({ title: 'Contact' });
  });
});

describe('another agency without settings texts gets translated defaults that name it, never a place', () => {
  beforeEach(() => {
    current = otherAgency();
  });

  it.each(['nl', 'fr', 'en'] as const)('%s: title, template and description', (locale) => {
    const seo = siteSeo(locale, t(locale));
    expect(seo.title).toContain('Immo Meuse');
    expect(seo.template).toBe('%s | Immo Meuse');
    expect(seo.description).toContain('Immo Meuse');
    for (const trace of FIXTURE_AGENCY.traces) expect(JSON.stringify(seo)).not.toMatch(trace);
  });

  it.each(['nl', 'fr', 'en'] as const)('%s: the texts about the agency', (locale) => {
    const texts = (['valuationIntro', 'portalIntro', 'mailFooter', 'projectsIntro'] as const).map((key) =>
      agencyText(key, locale, t(locale)),
    );
    for (const text of texts) expect(text).toContain('Immo Meuse');
    const hint = placesHint(locale, t(locale));
    for (const trace of FIXTURE_AGENCY.traces) expect([...texts, hint].join(' ')).not.toMatch(trace);
  });

  it('says "of" and its name by each language\'s grammar: d’Ardenne Habitat in French (issue 44)', () => {
    current.site.agency.name = 'Ardenne Habitat';
    expect(agencyText('valuationIntro', 'fr', t('fr'))).toMatch(/^Les experts d’Ardenne Habitat connaissent/);
    expect(agencyText('valuationIntro', 'nl', t('nl'))).toMatch(/^De schatters van Ardenne Habitat kennen/);
    expect(agencyText('valuationIntro', 'en', t('en'))).toMatch(/^The valuers of Ardenne Habitat know/);
  });

  it('gives an app page without content SEO its translated title and description', async () => {
    expect(await appPageSeo('/for-sale', 'nl', { title: 'Te koop', description: 'Alles te koop.' })).toEqual({
      title: 'Te koop',
      description: 'Alles te koop.',
    });
  });

  it('takes a title template written for one language in that language only', () => {
    current.site.seo.titleTemplate = { fr: '%s – Immo Meuse, Liège' };
    expect(siteSeo('fr', t('fr')).template).toBe('%s – Immo Meuse, Liège');
    expect(siteSeo('nl', t('nl')).template).toBe('%s | Immo Meuse');
  });
});

import path from 'node:path';
import { createTranslator } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../messages/en.json';
import fr from '../../../messages/fr.json';
import nl from '../../../messages/nl.json';
import { loadContent, type Content } from './load';
import { DEMO_CONTENT_DIR } from '@/env';
import { DEMO } from '../../../examples/demo-agency/facts';
import { DEMO_TRACES } from '../../../examples/demo-agency/traces';

// The site's settings as a test sets them; a staff member's preview does not apply here.
let current: Content;
vi.mock('./load', async (original) => ({ ...(await original<typeof import('./load')>()), content: () => current }));
vi.mock('./preview', () => ({ applyPreview: async () => null }));

const { agencyText, placesHint, siteSeo } = await import('./identity');
const { appPageSeo } = await import('./page-seo');

const demo = loadContent(path.resolve(DEMO_CONTENT_DIR));
const t = (locale: 'nl' | 'fr' | 'en') => createTranslator({ locale, messages: { nl, fr, en }[locale] });

/** Another agency: its own name, none of the demo's settings texts, and content pages without SEO. */
function otherAgency(): Content {
  const copy = structuredClone(demo);
  copy.site.agency.name = 'Immo Meuse';
  copy.site.seo = { title: {}, titleTemplate: {}, description: {} };
  copy.site.texts = { valuationIntro: {}, searchDemandExample: {}, portalIntro: {}, mailFooter: {}, projectsIntro: {} };
  for (const page of copy.pages) page.params.seo = {};
  return copy;
}

describe('the demo agency reads as before, from its settings', () => {
  beforeEach(() => {
    current = demo;
  });

  it('takes the title, template and description from the settings', () => {
    expect(siteSeo('nl', t('nl'))).toEqual({
      title: demo.site.seo.title.nl,
      template: `%s | ${DEMO.agency}`,
      description: demo.site.seo.description.nl,
    });
  });

  it('takes the texts about the agency from the settings', () => {
    expect(agencyText('valuationIntro', 'fr', t('fr'))).toBe(demo.site.texts.valuationIntro.fr);
    expect(agencyText('mailFooter', 'en', t('en'))).toBe(`${DEMO.agency} – owner portal`);
    expect(placesHint('nl', t('nl'))).toBe(DEMO.placesHintNl);
  });

  it("gives an app page its content page's SEO title: the list for sale", async () => {
    const page = demo.pages.find((p) => p.route === '/for-sale')!;
    const seo = await appPageSeo('/for-sale', 'fr', { title: 'À vendre', description: 'default' });
    // The written title names the agency: it stands as written, without the template's name again.
    expect(seo).toEqual({ title: { absolute: page.params.seo.metaTitle!.fr }, description: page.params.seo.description!.fr });
  });

  it('gives each app page with a content page its SEO title (projects, contact, valuation, search demand)', async () => {
    for (const route of ['/for-rent', '/projects', '/contact', '/valuation', '/search-demand']) {
      const page = demo.pages.find((p) => p.route === route)!;
      const seo = await appPageSeo(route, 'en', { title: 'fallback' });
      expect({ route, seo }).toEqual({
        route,
        seo: { title: { absolute: page.params.seo.metaTitle!.en }, description: page.params.seo.description!.en },
      });
    }
  });

  it('ignores a draft page that stands for the route', async () => {
    current = structuredClone(demo);
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
    for (const trace of DEMO_TRACES) expect(JSON.stringify(seo)).not.toMatch(trace);
  });

  it.each(['nl', 'fr', 'en'] as const)('%s: the texts about the agency', (locale) => {
    const texts = (['valuationIntro', 'portalIntro', 'mailFooter', 'projectsIntro'] as const).map((key) =>
      agencyText(key, locale, t(locale)),
    );
    for (const text of texts) expect(text).toContain('Immo Meuse');
    const hint = placesHint(locale, t(locale));
    for (const trace of DEMO_TRACES) expect([...texts, hint].join(' ')).not.toMatch(trace);
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

import 'server-only';
import { settingOr } from '@/domain/content/agency-identity';
import { ofName } from '@/domain/language/of-name';
import type { AgencyTexts } from '@/domain/content/identity-schema';
import { content } from './load';

/**
 * The site's words about the agency (issue 29): its settings (`seo`, `texts`) when written, else
 * the translated defaults, which name the agency by its settings and never a place. Pages pass
 * next-intl's `t` of the root (`getTranslations({ locale })`), mails `mailTranslator(locale)`.
 */

/** The message each text about the agency falls back to. */
const TEXT_DEFAULTS = {
  valuationIntro: 'Home.valuationText',
  portalIntro: 'Portal.loginIntro',
  mailFooter: 'Portal.resetMailFooter',
  projectsIntro: 'Projects.description',
} as const satisfies Partial<Record<keyof AgencyTexts, string>>;

type AgencyKey =
  | 'Metadata.defaultTitle'
  | 'Metadata.titleTemplate'
  | 'Metadata.defaultDescription'
  | (typeof TEXT_DEFAULTS)[keyof typeof TEXT_DEFAULTS];
/**
 * The messages that name the agency: by its name, or by "of" and its name in the language's
 * grammar (`ofAgency`: "d’Ardenne Habitat", domain/language/of-name).
 */
type Translate = (key: AgencyKey, values: { agency: string; ofAgency: string }) => string;
type HintTranslate = {
  (key: 'LeadForms.fields.zonesHint'): string;
  (key: 'LeadForms.fields.zonesHintExample', values: { example: string }): string;
};

/** The site's title, title template and default description in a language. */
export function siteSeo(locale: string, t: Translate): { title: string; template: string; description: string } {
  const { site } = content();
  const values = { agency: site.agency.name, ofAgency: ofName(site.agency.name, locale) };
  return {
    title: settingOr(site.seo.title, locale, t('Metadata.defaultTitle', values)),
    template: settingOr(site.seo.titleTemplate, locale, t('Metadata.titleTemplate', values)),
    description: settingOr(site.seo.description, locale, t('Metadata.defaultDescription', values)),
  };
}

/** A text about the agency: its setting in this language, else the translated default naming it. */
export function agencyText(key: keyof typeof TEXT_DEFAULTS, locale: string, t: Translate): string {
  const { site } = content();
  const agency = site.agency.name;
  return settingOr(site.texts[key], locale, t(TEXT_DEFAULTS[key], { agency, ofAgency: ofName(agency, locale) }));
}

/** The search demand's hint for its places: with the agency's example of places, if it wrote one. */
export function placesHint(locale: string, t: HintTranslate): string {
  const example = settingOr(content().site.texts.searchDemandExample, locale, '');
  return example ? t('LeadForms.fields.zonesHintExample', { example }) : t('LeadForms.fields.zonesHint');
}

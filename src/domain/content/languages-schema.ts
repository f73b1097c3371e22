import { z } from 'zod';
import { SITE_LOCALES } from '../language/site-locales';

/**
 * The languages the build routes (src/i18n/routing.ts compiles their paths). Which of them a site
 * shows, and which one it starts in, are the agency's settings (`site.languages`), applied at run
 * time without a rebuild: any non-empty set of Dutch, French, English and German.
 */

const locale = z.enum(SITE_LOCALES);

/** The settings' shape before its defaults: what the rules of domain/language/languages.ts read. */
export const languagesSchema = z
  .object({
    /** The language of `/`, of the old addresses and of the not-found page. */
    default: locale,
    /** The languages the site shows: any other answers 404 and is left out of the switcher, the sitemap and hreflang. */
    enabled: z.array(locale).min(1, 'choose at least one language'),
    /** `/` and the old addresses follow the browser's Accept-Language among the enabled languages. */
    detectFromBrowser: z.boolean().default(false),
    /** The language of the mails the site sends the agency (new leads); the default language when left out. */
    agencyMail: locale.optional(),
  })
  .refine((l) => l.enabled.includes(l.default), { message: 'the default language must be enabled', path: ['default'] })
  .refine((l) => new Set(l.enabled).size === l.enabled.length, { message: 'each language only once', path: ['enabled'] });
export type LanguageSettings = z.infer<typeof languagesSchema>;

/** What every site had before the languages became settings: Dutch first, the three languages shown. */
export function defaultLanguages(): z.input<typeof languagesSchema> {
  return { default: 'nl', enabled: ['nl', 'fr', 'en'], detectFromBrowser: false };
}

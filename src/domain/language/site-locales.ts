/**
 * The languages the product routes (its build knows every one): which of them a site shows is the
 * agency's setting (`site.languages`). Plain constants without zod: the routing table that imports
 * them ships to the browser, where zod's start-up probe would run `Function` against the CSP.
 */
export const SITE_LOCALES = ['nl', 'fr', 'en'] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];

/** The languages a text may be written in: the site's, and German (partial, shown nowhere yet). */
export const TEXT_LANGUAGES = [...SITE_LOCALES, 'de'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

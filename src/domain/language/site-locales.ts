/**
 * The languages the product routes (its build knows every one): which of them a site shows, and
 * which one it starts in, are the agency's settings (`site.languages`, any non-empty subset).
 * Plain constants without zod: the routing table that imports them ships to the browser, where
 * zod's start-up probe would run `Function` against the CSP.
 */
export const SITE_LOCALES = ['nl', 'fr', 'en', 'de'] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];

/** The languages a text may be written in: the site's (every routed language is a full language). */
export const TEXT_LANGUAGES = [...SITE_LOCALES] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

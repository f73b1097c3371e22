import type { LanguageSettings } from '@/domain/content/languages-schema';
import { defaultFirst, enabledLocales, entryLocale, shownOr } from '@/domain/language/languages';
import type { AppLocale } from '@/i18n/routing';
import { content } from './load';

/**
 * The agency's languages as the site shows them now (`site.languages` of the published content,
 * live on every server): no rebuild when they change (domain/language/languages.ts has the rules).
 */
export function siteLanguages(): LanguageSettings {
  return content().site.languages;
}

/** The site's default language: of `/`, of the old addresses, of a page outside any language. */
export function defaultLocale(): AppLocale {
  return siteLanguages().default;
}

/** The languages the site shows, in the product's order. */
export function shownLocales(): AppLocale[] {
  return enabledLocales(siteLanguages());
}

/** The languages the site shows, its default first: what the back office asks and offers its staff. */
export function staffLocales(): AppLocale[] {
  return defaultFirst(siteLanguages());
}

/** A language the site shows, else its default (a stored preference, a form's hidden field…). */
export function shownOrDefault(locale: string | null | undefined): AppLocale {
  return shownOr(siteLanguages(), locale);
}

/** Where a visitor arriving without a language goes: the default, or the browser's when allowed. */
export function entryLocaleFor(acceptLanguage: string | null | undefined): AppLocale {
  return entryLocale(siteLanguages(), acceptLanguage);
}

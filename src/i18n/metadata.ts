import type { Metadata } from 'next';
import { alternateLinks } from '@/domain/language/languages';
import { siteLanguages } from '@/lib/content/languages';
import { getPathname } from './navigation';
import { routing, type AppLocale } from './routing';

type Href = Parameters<typeof getPathname>[0]['href'];

/** hreflang codes: our Dutch, French and German are Belgium's; English is for everyone (issue 6). */
export const HREFLANG: Record<AppLocale, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en', de: 'de-BE' };

/**
 * Canonical URL and hreflang alternates of a routed page (relative; metadataBase makes them
 * absolute): the languages the site shows, `x-default` to its default language (domain/language/languages.ts).
 * `href` may differ per language (a property's slug is its title in that language).
 */
export function alternatesFor(locale: AppLocale, href: Href | ((locale: AppLocale) => Href)): Metadata['alternates'] {
  const hrefIn = typeof href === 'function' ? href : () => href;
  const paths = Object.fromEntries(routing.locales.map((l) => [l, getPathname({ locale: l, href: hrefIn(l) })]));
  return { canonical: paths[locale], languages: alternateLinks(siteLanguages(), paths, HREFLANG) };
}

/** The same from a per-language path map (content pages). */
export function alternatesFromPaths(
  locale: AppLocale,
  paths: Partial<Record<AppLocale, string>>,
): Metadata['alternates'] {
  const full = Object.fromEntries(routing.locales.filter((l) => paths[l]).map((l) => [l, `/${l}${paths[l]}/`]));
  const languages = alternateLinks(siteLanguages(), full, HREFLANG);
  return { canonical: full[locale] ?? `/${locale}/`, languages };
}

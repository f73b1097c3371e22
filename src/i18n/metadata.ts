import type { Metadata } from 'next';
import { getPathname } from './navigation';
import { defaultLocale, routing, type AppLocale } from './routing';

type Href = Parameters<typeof getPathname>[0]['href'];

/** hreflang codes: our Dutch and French are Belgium's; English is for everyone (issue 6). */
export const HREFLANG: Record<AppLocale, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en', de: 'de-BE' };

/** Canonical URL and hreflang alternates of a routed page (relative; metadataBase makes them absolute). */
export function alternatesFor(locale: AppLocale, href: Href): Metadata['alternates'] {
  const languages: Record<string, string> = {};
  for (const l of routing.locales) languages[HREFLANG[l]] = getPathname({ locale: l, href });
  languages['x-default'] = getPathname({ locale: defaultLocale, href });
  return { canonical: getPathname({ locale, href }), languages };
}

/** The same from a per-language path map (content pages). */
export function alternatesFromPaths(
  locale: AppLocale,
  paths: Partial<Record<AppLocale, string>>,
): Metadata['alternates'] {
  const languages: Record<string, string> = {};
  for (const l of routing.locales) {
    const path = paths[l];
    if (path) languages[HREFLANG[l]] = `/${l}${path}/`;
  }
  const fallback = languages[HREFLANG[defaultLocale]];
  if (fallback) languages['x-default'] = fallback;
  return { canonical: languages[HREFLANG[locale]] ?? `/${locale}/`, languages };
}

import type { Metadata } from 'next';
import { getPathname } from './navigation';
import { defaultLocale, routing, type AppLocale } from './routing';

type Href = Parameters<typeof getPathname>[0]['href'];

/** Canonical URL and hreflang alternates of a routed page (relative; metadataBase makes them absolute). */
export function alternatesFor(locale: AppLocale, href: Href): Metadata['alternates'] {
  const languages: Record<string, string> = {};
  for (const l of routing.locales) languages[l] = getPathname({ locale: l, href });
  languages['x-default'] = getPathname({ locale: defaultLocale, href });
  return { canonical: getPathname({ locale, href }), languages };
}

/** The same from a per-language path map (content pages). */
export function alternatesFromPaths(locale: AppLocale, paths: Partial<Record<AppLocale, string>>): Metadata['alternates'] {
  const languages: Record<string, string> = {};
  for (const l of routing.locales) {
    const path = paths[l];
    if (path) languages[l] = `/${l}${path}/`;
  }
  const fallback = languages[defaultLocale];
  if (fallback) languages['x-default'] = fallback;
  return { canonical: languages[locale] ?? `/${locale}/`, languages };
}

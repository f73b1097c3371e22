import type { MetadataRoute } from 'next';
import { env } from '@/env';
import { HREFLANG } from '@/i18n/metadata';
import { alternateLinks, enabledLocales } from '@/domain/language/languages';
import { siteLanguages } from '@/lib/content/languages';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { publicReads } from '@/lib/public-reads';
import { contentPathMap } from '@/lib/content/paths';
import { withSlug, type PropertyHref } from '@/lib/catalogue/card';

export const dynamic = 'force-dynamic';

type Href = Parameters<typeof getPathname>[0]['href'];
const STATIC_ROUTES = ['/', '/for-sale', '/for-rent', '/projects', '/contact', '/valuation', '/search-demand'] as const;

/** Every page, property and project in every language the site shows, each with its alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = env().SITE_URL;
  const settings = siteLanguages();
  const locales = enabledLocales(settings);
  const entry = (paths: Partial<Record<AppLocale, string>>, lastModified?: Date): MetadataRoute.Sitemap => {
    const absolute = Object.fromEntries(Object.entries(paths).map(([l, p]) => [l, origin + p]));
    const languages = alternateLinks(settings, absolute, HREFLANG);
    return locales.flatMap((l) => (absolute[l] ? [{ url: absolute[l], lastModified, alternates: { languages } }] : []));
  };
  const routed = (href: Href, lastModified?: Date, hrefIn: (locale: AppLocale) => Href = () => href) =>
    entry(Object.fromEntries(locales.map((l) => [l, getPathname({ locale: l, href: hrefIn(l) })])), lastModified);
  const catalogue = await publicReads.sitemap();
  return [
    ...STATIC_ROUTES.flatMap((route) => routed(route)),
    ...contentPathMap(locales).flatMap((paths) =>
      entry(Object.fromEntries(Object.entries(paths).map(([l, p]) => [l, `/${l}${p}/`]))),
    ),
    // A property's address in each language takes its title in that language (domain/property/slug).
    ...catalogue.flatMap(({ href, lastModified, slugs }) =>
      routed(href, lastModified, (l) => (slugs?.[l] ? withSlug(href as PropertyHref, slugs[l], l) : href)),
    ),
  ];
}

import type { MetadataRoute } from 'next';
import { env } from '@/env';
import { HREFLANG } from '@/i18n/metadata';
import { getPathname } from '@/i18n/navigation';
import { defaultLocale, routing } from '@/i18n/routing';
import { publicReads } from '@/lib/public-reads';
import { contentPathMap } from '@/lib/content/paths';

export const dynamic = 'force-dynamic';

type Href = Parameters<typeof getPathname>[0]['href'];
const STATIC_ROUTES = ['/', '/for-sale', '/for-rent', '/projects', '/contact', '/valuation', '/search-demand'] as const;

/** Every page, property and project in every enabled language, each with its alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = env().SITE_URL;
  const entry = (paths: Record<string, string>, lastModified?: Date): MetadataRoute.Sitemap => {
    const languages = {
      ...Object.fromEntries(routing.locales.map((l) => [HREFLANG[l], origin + paths[l]])),
      'x-default': origin + paths[defaultLocale],
    };
    return routing.locales.map((l) => ({ url: origin + paths[l], lastModified, alternates: { languages } }));
  };
  const routed = (href: Href, lastModified?: Date) =>
    entry(Object.fromEntries(routing.locales.map((l) => [l, getPathname({ locale: l, href })])), lastModified);
  const catalogue = await publicReads.sitemap();
  return [
    ...STATIC_ROUTES.flatMap((route) => routed(route)),
    ...contentPathMap(routing.locales).flatMap((paths) =>
      entry(Object.fromEntries(Object.entries(paths).map(([l, p]) => [l, `/${l}${p}/`]))),
    ),
    ...catalogue.flatMap((item) => routed(item.href, item.lastModified)),
  ];
}

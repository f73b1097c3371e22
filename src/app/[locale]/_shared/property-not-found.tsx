import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { publicReads } from '@/lib/public-reads';
import { PropertyNotFoundView } from '@/components/property/property-not-found-view';

/** "Property not found" (specification section 8) with the newest properties as suggestions; HTTP 404. */
export async function PropertyNotFound() {
  const locale = (await getLocale()) as AppLocale;
  const suggestions = await publicReads.spotlight(locale);
  return <PropertyNotFoundView locale={locale} suggestions={suggestions} />;
}

/**
 * Its tab title. The page's own metadata is not used once the page calls notFound(): without
 * this the 404 would carry the layout's default, the home's title.
 */
export async function propertyNotFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await getLocale(), namespace: 'PropertyDetail' });
  return { title: t('notFoundTitle'), robots: { index: false } };
}

import { getLocale } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { cachedCatalogue } from '@/lib/catalogue/cached';
import { PropertyNotFoundView } from '@/components/property/property-not-found-view';

/** "Property not found" (specification section 8) with the newest properties as suggestions; HTTP 404. */
export async function PropertyNotFound() {
  const locale = (await getLocale()) as AppLocale;
  const suggestions = await cachedCatalogue.spotlight(locale);
  return <PropertyNotFoundView locale={locale} suggestions={suggestions} />;
}

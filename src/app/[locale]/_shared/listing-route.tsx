import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { parseSearchQuery } from '@/domain/search-query';
import { alternatesFor } from '@/i18n/metadata';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { searchProperties } from '@/lib/catalogue/search';
import { ListingView } from '@/components/search/listing-view';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const routeOf = (goal: 0 | 1) => (goal === 1 ? '/for-rent' : '/for-sale');

export async function listingMetadata(goal: 0 | 1, locale: AppLocale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Listing' });
  return {
    title: goal === 1 ? t('titleRent') : t('titleSale'),
    description: goal === 1 ? t('descriptionRent') : t('descriptionSale'),
    alternates: alternatesFor(locale, routeOf(goal)),
  };
}

/** The shared route body of /for-sale and /for-rent: the URL alone drives the result. */
export async function ListingPage({ goal, locale, searchParams }: { goal: 0 | 1; locale: AppLocale; searchParams: SearchParams }) {
  setRequestLocale(locale);
  const query = parseSearchQuery(await searchParams, goal);
  const result = await searchProperties(goal, query, locale);
  const basePath = getPathname({ locale, href: routeOf(goal) });
  return <ListingView locale={locale} goal={goal} basePath={basePath} query={query} result={result} />;
}

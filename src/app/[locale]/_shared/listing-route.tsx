import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { canonicalFormRedirect, parseListQuery } from '@/domain/search/search-form';
import { alternatesFor } from '@/i18n/metadata';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { publicReads } from '@/lib/public-reads';
import { content } from '@/lib/content/load';
import { appPageSeo } from '@/lib/content/page-seo';
import { ListingView } from '@/components/search/listing-view';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const routeOf = (goal: 0 | 1) => (goal === 1 ? '/for-rent' : '/for-sale');

export async function listingMetadata(goal: 0 | 1, locale: AppLocale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const agency = content().site.agency.name;
  const seo = await appPageSeo(routeOf(goal), locale, {
    title: goal === 1 ? t('titleRent') : t('titleSale'),
    description: goal === 1 ? t('descriptionRent', { agency }) : t('descriptionSale', { agency }),
  });
  return { ...seo, alternates: alternatesFor(locale, routeOf(goal)) };
}

/** The shared route body of /for-sale and /for-rent: the URL alone drives the result. */
export async function ListingPage({
  goal,
  locale,
  searchParams,
}: {
  goal: 0 | 1;
  locale: AppLocale;
  searchParams: SearchParams;
}) {
  setRequestLocale(locale);
  const params = await searchParams;
  const basePath = getPathname({ locale, href: routeOf(goal) });
  // A plain form (no JavaScript) sends empty fields and typed prices: one canonical address instead.
  const canonical = canonicalFormRedirect(params, goal, {
    0: getPathname({ locale, href: routeOf(0) }),
    1: getPathname({ locale, href: routeOf(1) }),
  });
  if (canonical) redirect(canonical);
  const options = await publicReads.options(locale);
  const query = parseListQuery(params, goal);
  // A type that does not exist for this goal is a bad value like any other: ignored.
  query.types = query.types.filter((type) => options.types[goal].some((o) => o.value === type));
  const [result, map] = await Promise.all([
    publicReads.search(goal, query, locale),
    query.view === 'map' ? publicReads.mapPoints(goal, query, locale) : null,
  ]);
  const { site } = content();
  return (
    <ListingView
      locale={locale}
      goal={goal}
      basePath={basePath}
      query={query}
      result={result}
      map={map}
      options={options}
      site={site}
    />
  );
}

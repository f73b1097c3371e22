import { getMessages, getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import type { SearchOptions } from '@/lib/catalogue/search-options';
import { publicReads } from '@/lib/public-reads';
import { content } from '@/lib/content/load';
import type { BoxOption } from './search-box';
import { ClientTexts } from '../i18n/client-texts';
import { LazySearchBox } from './search-box-lazy';

const NO_OPTIONS: SearchOptions = { cities: { 0: [], 1: [] }, types: { 0: [], 1: [] } };

/**
 * The home and 404 search box: the server gives it the cities (with counts) and types of each
 * goal, and the texts it needs; the box itself is the island.
 */
export async function HomeSearch({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'SearchBox' });
  // The 404 page must render even when the catalogue cannot be read: the box then offers no lists.
  const options = await publicReads.options(locale).catch(() => NO_OPTIONS);
  const { SearchBox: texts } = (await getMessages({ locale })) as { SearchBox: Record<string, unknown> };
  const { searchFilter } = content().site;
  const cityOptions = (goal: 0 | 1): BoxOption[] =>
    options.cities[goal].map((c) => ({
      value: c.value,
      label: t('cityOption', { name: c.name, count: String(c.count) }),
    }));
  const typeOptions = (goal: 0 | 1): BoxOption[] =>
    options.types[goal].map((o) => ({ value: String(o.value), label: o.name }));
  return (
    <ClientTexts locale={locale} messages={{ SearchBox: texts }}>
      <LazySearchBox
        paths={{ 0: getPathname({ locale, href: '/for-sale' }), 1: getPathname({ locale, href: '/for-rent' }) }}
        cities={{ 0: cityOptions(0), 1: cityOptions(1) }}
        types={{ 0: typeOptions(0), 1: typeOptions(1) }}
        rooms={searchFilter.rooms}
        show={{ types: searchFilter.showTypes, cities: searchFilter.showCities, price: searchFilter.showPrice }}
      />
    </ClientTexts>
  );
}

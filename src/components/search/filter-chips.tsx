import { PageLink as Link } from '@/i18n/navigation';
import { getTranslations } from 'next-intl/server';
import { formatPrice } from '@/domain/property/money';
import {
  cityParam,
  emptySearchQuery,
  isFilterActive,
  ROOM_KEYS,
  searchHref,
  withoutFilter,
  type SearchQuery,
} from '@/domain/search/search-query';
import type { AppLocale } from '@/i18n/routing';
import type { CityOption, TypeOption } from '@/lib/catalogue/search-options';

type Chip = { key: string; label: string; href: string };

/**
 * The active filters, each a link that removes it (back on page 1): the way to widen a search,
 * above the results and again in the "no results" message.
 */
export async function FilterChips({
  locale,
  basePath,
  query,
  cities,
  types,
  intro,
}: {
  locale: AppLocale;
  basePath: string;
  query: SearchQuery;
  cities: CityOption[];
  types: TypeOption[];
  intro: 'yourFilters' | 'widen';
}) {
  const t = await getTranslations({ locale, namespace: 'SearchFilters' });
  const chips: Chip[] = [];
  if (query.search)
    chips.push({
      key: 'search',
      label: t('searchChip', { text: query.search }),
      href: searchHref(basePath, withoutFilter(query, 'search')),
    });
  for (const city of query.cities) {
    const value = cityParam(city);
    const name = cities.find((c) => c.value === value)?.name ?? city.name;
    chips.push({
      key: `city-${value}`,
      label: `${name} (${city.zip})`,
      href: searchHref(basePath, { ...query, page: 1, cities: query.cities.filter((c) => cityParam(c) !== value) }),
    });
  }
  for (const type of query.types) {
    const name = types.find((o) => o.value === type)?.name ?? String(type);
    chips.push({
      key: `type-${type}`,
      label: name,
      href: searchHref(basePath, { ...query, page: 1, types: query.types.filter((v) => v !== type) }),
    });
  }
  for (const key of ROOM_KEYS) {
    const count = query[key];
    if (count)
      chips.push({ key, label: t(`${key}Min`, { count }), href: searchHref(basePath, withoutFilter(query, key)) });
  }
  if (query.price && isFilterActive(query, 'price')) {
    const { min, max } = query.price;
    const label =
      max === null
        ? t('priceFrom', { price: formatPrice(min, locale) })
        : min <= 0
          ? t('priceUpTo', { price: formatPrice(max, locale) })
          : t('priceBetween', { min: formatPrice(min, locale), max: formatPrice(max, locale) });
    chips.push({ key: 'price', label, href: searchHref(basePath, withoutFilter(query, 'price')) });
  }
  if (!chips.length) return null;
  // Every filter off, back on page 1; the order and the view stay.
  const resetHref = searchHref(basePath, { ...emptySearchQuery(), sort: query.sort, view: query.view });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="text-sm font-medium text-muted">{t(intro)}</p>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              href={chip.href}
              scroll={false}
              className="inline-flex min-h-9 items-center gap-1 rounded-full border border-line bg-white px-3 text-sm hover:border-brand"
              aria-label={t('remove', { label: chip.label })}
            >
              <span className="inline-block first-letter:uppercase">{chip.label}</span>
              <span aria-hidden="true" className="text-muted">
                ×
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link href={resetHref} scroll={false} className="text-sm font-medium text-brand underline underline-offset-2">
        {t('reset')}
      </Link>
    </div>
  );
}

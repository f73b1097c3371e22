import { getTranslations } from 'next-intl/server';
import { activeFilterCount, searchHref, type SearchQuery } from '@/domain/search/search-query';
import type { AppLocale } from '@/i18n/routing';
import type { MapResult } from '@/lib/catalogue/map-points';
import type { SearchResult } from '@/lib/catalogue/search';
import type { SearchOptions } from '@/lib/catalogue/search-options';
import type { Site } from '@/domain/content/schema';
import { PageBanner } from '../layout/page-banner';
import { MapSection } from '../map/map-section';
import { PropertyCard } from '../property/property-card';
import { FilterChips } from './filter-chips';
import { FilterPanel } from './filter-panel';
import { Pagination } from './pagination';
import { SaveSearchLink } from './save-search-link';
import { SortForm } from './sort-form';
import { ViewSwitch } from './view-switch';

type Props = {
  locale: AppLocale;
  goal: 0 | 1;
  basePath: string;
  query: SearchQuery;
  result: SearchResult;
  map: MapResult | null;
  options: SearchOptions;
  site: Pick<Site, 'searchFilter' | 'map' | 'agency'>;
};

/** The body of the sale and rent lists: filters, count, "page N of M", sorting, list or map, paging, no-results help. */
export async function ListingView({ locale, goal, basePath, query, result, map, options, site }: Props) {
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const title = goal === 1 ? t('titleRent') : t('titleSale');
  const cities = options.cities[goal];
  const types = options.types[goal];
  return (
    <>
      <PageBanner locale={locale} title={title} trail={[{ label: title }]} />
      <div className="container-page grid gap-8 py-8 lg:grid-cols-[17rem_minmax(0,1fr)]">
        <aside>
          <FilterPanel
            key={searchHref(basePath, query)}
            locale={locale}
            goal={goal}
            basePath={basePath}
            query={query}
            cities={cities}
            types={types}
            settings={site.searchFilter}
            total={result.total}
          />
        </aside>
        <div className="min-w-0 space-y-5">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <p role="status" className="text-muted" data-testid="result-count">
              <strong className="text-ink">{t('found', { count: result.total })}</strong>
              {result.total > 0 && query.view === 'list' && (
                <> · {t('pageOf', { page: String(result.page), pages: String(result.pages) })}</>
              )}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <ViewSwitch locale={locale} basePath={basePath} query={query} />
              {query.view === 'list' && <SortForm locale={locale} goal={goal} basePath={basePath} query={query} />}
            </div>
          </div>
          {result.total > 0 && (
            <FilterChips
              locale={locale}
              basePath={basePath}
              query={query}
              cities={cities}
              types={types}
              intro="yourFilters"
            />
          )}
          <SaveSearchLink locale={locale} goal={goal} query={query} />
          {result.items.length === 0 ? (
            <div className="rounded-xl border border-line bg-white p-8 text-center">
              <p className="text-lg font-semibold">{t('noResults')}</p>
              <p className="mt-1 text-muted">{t('noResultsHint')}</p>
              {activeFilterCount(query) > 0 && (
                <div className="mt-4 flex justify-center">
                  <FilterChips
                    locale={locale}
                    basePath={basePath}
                    query={query}
                    cities={cities}
                    types={types}
                    intro="widen"
                  />
                </div>
              )}
            </div>
          ) : map ? (
            <MapSection
              locale={locale}
              result={map}
              tiles={site.map}
              home={[site.agency.lat, site.agency.lng]}
              listHref={searchHref(basePath, query, { view: 'list' })}
            />
          ) : (
            <section aria-labelledby="results-title">
              {/* The cards' titles are h3: this keeps the heading order when the filter title is hidden (phones). */}
              <h2 id="results-title" className="sr-only">
                {t('results')}
              </h2>
              <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {result.items.map((card, index) => (
                  <li key={card.id}>
                    <PropertyCard card={card} locale={locale} eager={index === 0} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {!map && (
            <Pagination locale={locale} basePath={basePath} query={query} page={result.page} pages={result.pages} />
          )}
        </div>
      </div>
    </>
  );
}

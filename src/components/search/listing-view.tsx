import { getTranslations } from 'next-intl/server';
import { activeFilterCount, type SearchQuery } from '@/domain/search-query';
import type { SearchResult } from '@/lib/catalogue/search';
import type { AppLocale } from '@/i18n/routing';
import { PageBanner } from '../layout/page-banner';
import { PropertyCard } from '../property/property-card';
import { Pagination } from './pagination';
import { SortForm } from './sort-form';

/** The body of the sale and rent lists: count, "page N of M", sorting, cards, paging, no-results help. */
export async function ListingView({ locale, goal, basePath, query, result }: { locale: AppLocale; goal: 0 | 1; basePath: string; query: SearchQuery; result: SearchResult }) {
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const title = goal === 1 ? t('titleRent') : t('titleSale');
  return (
    <>
      <PageBanner locale={locale} title={title} trail={[{ label: title }]} />
      <div className="container-page py-8">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
          <p role="status" className="text-muted">
            <strong className="text-ink">{t('found', { count: result.total })}</strong>
            {result.total > 0 && <> · {t('pageOf', { page: String(result.page), pages: String(result.pages) })}</>}
          </p>
          <SortForm locale={locale} basePath={basePath} query={query} />
        </div>
        {result.items.length === 0 ? (
          <div className="rounded-xl border border-line bg-white p-8 text-center">
            <p className="text-lg font-semibold">{t('noResults')}</p>
            <p className="mt-1 text-muted">{t('noResultsHint')}</p>
            {activeFilterCount(query) > 0 && (
              <a href={basePath} className="btn btn-primary mt-4">
                {t('clearFilters')}
              </a>
            )}
          </div>
        ) : (
          <section aria-label={t('results')}>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {result.items.map((card, index) => (
                <li key={card.id}>
                  <PropertyCard card={card} locale={locale} eager={index < 3} />
                </li>
              ))}
            </ul>
          </section>
        )}
        <Pagination locale={locale} basePath={basePath} query={query} page={result.page} pages={result.pages} />
      </div>
    </>
  );
}

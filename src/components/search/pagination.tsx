import { PageLink as Link } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { getTranslations } from 'next-intl/server';
import { searchHref, withPage, type SearchQuery } from '@/domain/search/search-query';

/** Page links that keep the filters; a window of pages around the current one. */
export async function Pagination({
  locale,
  basePath,
  query,
  page,
  pages,
}: {
  locale: AppLocale;
  basePath: string;
  query: SearchQuery;
  page: number;
  pages: number;
}) {
  if (pages <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const window = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const numbers = [...window].sort((a, b) => a - b);
  const href = (p: number) => searchHref(basePath, withPage(query, p));
  const cell = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3';
  return (
    <nav aria-label={t('pagination')} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 && (
          <li>
            <Link href={href(page - 1)} rel="prev" className={`${cell} border border-line bg-white hover:border-brand`}>
              <span aria-hidden="true">‹</span>
              <span className="sr-only">{t('previous')}</span>
            </Link>
          </li>
        )}
        {numbers.map((p, i) => (
          <li key={p} className="flex items-center gap-1">
            {i > 0 && p - (numbers[i - 1] ?? p) > 1 && (
              <span aria-hidden="true" className="px-1 text-muted">
                …
              </span>
            )}
            {p === page ? (
              <span aria-current="page" className={`${cell} bg-brand font-semibold text-on-brand`}>
                <span className="sr-only">{t('pageLink', { page: String(p) })}</span>
                <span aria-hidden="true">{p}</span>
              </span>
            ) : (
              <Link href={href(p)} className={`${cell} border border-line bg-white hover:border-brand`}>
                <span className="sr-only">{t('pageLink', { page: String(p) })}</span>
                <span aria-hidden="true">{p}</span>
              </Link>
            )}
          </li>
        ))}
        {page < pages && (
          <li>
            <Link href={href(page + 1)} rel="next" className={`${cell} border border-line bg-white hover:border-brand`}>
              <span aria-hidden="true">›</span>
              <span className="sr-only">{t('next')}</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

import { PageLink as Link } from '@/i18n/navigation';
import { getTranslations } from 'next-intl/server';
import { searchHref, type SearchQuery } from '@/domain/search/search-query';
import type { AppLocale } from '@/i18n/routing';

/** List or map, keeping every filter and the sort (the map has no pages). */
export async function ViewSwitch({
  locale,
  basePath,
  query,
}: {
  locale: AppLocale;
  basePath: string;
  query: SearchQuery;
}) {
  const t = await getTranslations({ locale, namespace: 'SearchMap' });
  const item = 'inline-flex min-h-10 items-center px-4 text-sm font-semibold';
  const views = [
    { view: 'list' as const, label: t('list'), href: searchHref(basePath, query, { view: 'list' }) },
    { view: 'map' as const, label: t('map'), href: searchHref(basePath, query, { view: 'map', page: 1 }) },
  ];
  return (
    <nav aria-label={t('view')}>
      <ul className="flex overflow-hidden rounded-full border border-line bg-white">
        {views.map((v) => (
          <li key={v.view}>
            {query.view === v.view ? (
              <span aria-current="page" className={`${item} bg-brand text-on-brand`}>
                {v.label}
              </span>
            ) : (
              <Link href={v.href} scroll={false} className={`${item} hover:bg-sand`}>
                {v.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

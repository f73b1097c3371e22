import type { AppLocale } from '@/i18n/routing';
import { getTranslations } from 'next-intl/server';
import { buildSearchParams, SORT_KEYS, type SearchQuery } from '@/domain/search-query';

/** Sorting as a plain GET form: the other filters ride along as hidden fields. */
export async function SortForm({ locale, basePath, query }: { locale: AppLocale; basePath: string; query: SearchQuery }) {
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const hidden = [...buildSearchParams(query, { sort: 'newest', page: 1 }).entries()];
  return (
    <form action={basePath} method="get" className="flex items-center gap-2">
      {hidden.map(([name, value], i) => (
        <input key={i} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="sort" className="text-sm font-medium">
        {t('sortLabel')}
      </label>
      <select id="sort" name="sort" defaultValue={query.sort} className="field w-auto py-1">
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {t(`sort.${key}`)}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn-ghost min-h-10 py-1 text-sm">
        {t('apply')}
      </button>
    </form>
  );
}

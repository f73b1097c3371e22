import type { AppLocale } from '@/i18n/routing';
import { getTranslations } from 'next-intl/server';
import { buildSearchParams, SORT_KEYS, type SearchQuery } from '@/domain/search/search-query';
import { AutoSubmitForm } from './auto-submit-form';

/** Sorting as a plain GET form (the other filters ride along as hidden fields); with JavaScript it applies on change. */
export async function SortForm({
  locale,
  goal,
  basePath,
  query,
}: {
  locale: AppLocale;
  goal: 0 | 1;
  basePath: string;
  query: SearchQuery;
}) {
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const tFilters = await getTranslations({ locale, namespace: 'SearchFilters' });
  const hidden = [...buildSearchParams(query, { sort: 'newest', page: 1 }).entries()];
  return (
    <AutoSubmitForm
      key={buildSearchParams(query).toString()}
      action={basePath}
      goal={goal}
      pendingText={tFilters('updating')}
      className="flex flex-wrap items-center gap-2"
    >
      {hidden.map(([name, value], i) => (
        <input key={i} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="sort" className="text-sm font-medium">
        {t('sortLabel')}
      </label>
      <select id="sort" name="sort" defaultValue={query.sort} className="field w-auto min-w-0 max-w-full py-1">
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {t(`sort.${key}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn btn-ghost min-h-10 py-1 text-sm">
          {t('apply')}
        </button>
      </noscript>
    </AutoSubmitForm>
  );
}

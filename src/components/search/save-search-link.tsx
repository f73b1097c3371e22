import { getTranslations } from 'next-intl/server';
import { demandPrefillFromQuery, demandPrefillSearch } from '@/domain/search/demand-prefill';
import type { SearchQuery } from '@/domain/search/search-query';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { Icon } from '../layout/icons';

/** One step from a list (results, map or none) to a search demand with the same filters (issue 20). */
export async function SaveSearchLink({ locale, goal, query }: { locale: AppLocale; goal: 0 | 1; query: SearchQuery }) {
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const href =
    getPathname({ locale, href: '/search-demand' }) + demandPrefillSearch(demandPrefillFromQuery(query, goal));
  return (
    <p
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-brand-light px-4 py-3 text-sm"
      data-testid="save-search"
    >
      <span>{t('saveSearchText')}</span>
      <a href={href} className="inline-flex items-center gap-1 font-semibold text-brand underline underline-offset-2">
        <Icon name="mail" className="h-4 w-4" /> {t('saveSearch')}
      </a>
    </p>
  );
}

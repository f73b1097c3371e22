import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { Icon } from '../layout/icons';

/**
 * The home search box in its no-JavaScript form: free text, then "buy" or "rent" submits to the
 * sale or rent list (specification section 7). The full filter box comes with the search issue.
 */
export async function HomeSearch({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'SearchForm' });
  return (
    <form method="get" action={getPathname({ locale, href: '/for-sale' })} role="search" aria-label={t('label')} className="rounded-2xl bg-white p-4 text-ink shadow-xl md:p-5">
      <label htmlFor="home-search" className="mb-2 block font-semibold">
        {t('label')}
      </label>
      <div className="flex flex-col gap-3 md:flex-row">
        <input id="home-search" name="search" type="search" maxLength={100} placeholder={t('placeholder')} className="field flex-1" />
        <div className="flex gap-2">
          <button type="submit" className="btn btn-primary flex-1" formAction={getPathname({ locale, href: '/for-sale' })}>
            <Icon name="search" />
            {t('buy')}
          </button>
          <button type="submit" className="btn btn-ghost flex-1" formAction={getPathname({ locale, href: '/for-rent' })}>
            {t('rent')}
          </button>
        </div>
      </div>
    </form>
  );
}

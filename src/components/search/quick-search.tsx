import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { Icon } from '../layout/icons';

/**
 * A free-text search that works as a plain GET form: buy or rent, then the `search` parameter
 * (specification section 7). Used on the 404 page; the full search box comes with the list pages.
 */
export async function QuickSearch({ locale, id = 'quick-search' }: { locale: AppLocale; id?: string }) {
  const t = await getTranslations({ locale, namespace: 'SearchForm' });
  return (
    <form action={getPathname({ locale, href: '/for-sale' })} method="get" role="search" aria-labelledby={`${id}-label`} className="w-full max-w-xl">
      <h2 id={`${id}-label`} className="sr-only">
        {t('label')}
      </h2>
      <label htmlFor={`${id}-input`} className="mb-1 block font-medium">
        {t('label')}
      </label>
      <div className="flex gap-2">
        <input id={`${id}-input`} name="search" type="search" maxLength={100} placeholder={t('placeholder')} className="field" />
        <button type="submit" className="btn btn-primary">
          <Icon name="search" />
          {t('submit')}
        </button>
      </div>
    </form>
  );
}

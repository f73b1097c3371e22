import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { Icon } from '../layout/icons';

/**
 * A search form of plain HTML, no island: buy or rent and a keyword, sent as a GET to the sale list
 * (the list moves a rent search to its own address: `canonicalFormRedirect`). For the 404 pages
 * Next.js writes into every page's payload (the root's and the language's not-found boundaries,
 * which a visitor meets only when a page in the browser finds nothing): the search box island
 * would put its texts, cities and types in every page (issue 45). The 404 page a visitor is sent
 * has the whole box (vitrine-not-found, decision 023).
 */
export async function PlainSearchForm({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'SearchBox' });
  return (
    <form
      method="get"
      action={getPathname({ locale, href: '/for-sale' })}
      role="search"
      aria-label={t('label')}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 text-ink shadow-xl md:flex-row md:items-end md:p-5"
    >
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-semibold">{t('goal')}</legend>
        <div className="flex gap-4">
          {([0, 1] as const).map((goal) => (
            <label key={goal} className="flex min-h-9 items-center gap-2 text-sm font-semibold">
              <input
                type="radio"
                name="goal"
                value={goal}
                defaultChecked={goal === 0}
                className="h-4 w-4 accent-brand"
              />
              {goal === 1 ? t('rent') : t('sale')}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex flex-1 flex-col gap-1 text-sm font-semibold">
        {t('search')}
        <input name="search" type="search" maxLength={100} className="field py-2 font-normal" />
      </label>
      <button type="submit" className="btn btn-primary md:min-w-40">
        <Icon name="search" />
        {t('submit')}
      </button>
    </form>
  );
}

import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { HomeSearch } from '../search/home-search';
import { PlainSearchForm } from '../search/plain-search-form';

/**
 * The 404 page's body: what happened, a search form and a link home (specification section 8).
 * `plain`: a search form of plain HTML instead of the search box island, for the not-found
 * boundaries Next.js writes into every page's payload (components/search/plain-search-form.tsx).
 */
export async function NotFoundView({ locale, plain = false }: { locale: AppLocale; plain?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'NotFoundPage' });
  return (
    <div className="container-page flex flex-col items-start gap-6 py-16 md:py-24">
      <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">{t('code')}</p>
      <h1 className="text-4xl font-semibold md:text-5xl">{t('title')}</h1>
      <p className="max-w-2xl text-lg text-muted">{t('description')}</p>
      <div className="w-full max-w-3xl">
        {plain ? <PlainSearchForm locale={locale} /> : <HomeSearch locale={locale} />}
      </div>
      <a href={getPathname({ locale, href: '/' })} className="btn btn-ghost">
        {t('home')}
      </a>
    </div>
  );
}

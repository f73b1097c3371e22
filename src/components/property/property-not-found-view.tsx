import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import type { PropertyCard } from '@/lib/catalogue/card';
import { HomeSearch } from '../search/home-search';
import { SimilarProperties } from './similar-properties';

/**
 * The page of a property that does not exist (any more): the message, a search and suggestions
 * (the newest properties; for a withdrawn one, `gone`, those most like it).
 */
export async function PropertyNotFoundView({
  locale,
  suggestions,
  gone = false,
}: {
  locale: AppLocale;
  suggestions: PropertyCard[];
  gone?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'PropertyDetail' });
  const tNf = await getTranslations({ locale, namespace: 'NotFoundPage' });
  return (
    <div className="container-page space-y-10 py-16 md:py-20" data-testid="property-not-found">
      <div className="flex flex-col items-start gap-5">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">
          {gone ? t('goneCode') : tNf('code')}
        </p>
        <h1 className="text-4xl font-semibold md:text-5xl">{t('notFoundTitle')}</h1>
        <p className="max-w-2xl text-lg text-muted">{t('notFoundText')}</p>
        <HomeSearch locale={locale} />
        <a href={getPathname({ locale, href: '/' })} className="btn btn-ghost">
          {tNf('home')}
        </a>
      </div>
      <SimilarProperties
        cards={suggestions}
        locale={locale}
        title={gone ? t('similarTitle') : t('notFoundLatest')}
        id="suggestions"
      />
    </div>
  );
}

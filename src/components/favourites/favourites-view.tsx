import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import type { PropertyCard as Card } from '@/lib/catalogue/card';
import { PageBanner } from '../layout/page-banner';
import { PropertyCard } from '../property/property-card';
import { FavouriteButton } from './favourite-button';
import { FavouritesEmpty } from './favourites-empty';
import { FavouritesPanel } from './favourites-panel';

type Props = { locale: AppLocale; ids: number[]; cards: Card[]; gone: number[]; basePath: string };

/** The favourites page's body: share or save bar, the cards, the ones gone, or the empty state. */
export async function FavouritesView({ locale, ids, cards, gone, basePath }: Props) {
  const t = await getTranslations({ locale, namespace: 'Favourites' });
  return (
    <>
      <PageBanner locale={locale} title={t('title')} intro={t('description')} trail={[{ label: t('title') }]} />
      <div className="container-page space-y-6 py-8" data-testid="favourites-page">
        <FavouritesPanel
          ids={ids}
          available={cards.map((card) => card.id)}
          basePath={basePath}
          labels={{
            shareTitle: t('shareTitle'),
            shareText: t('shareText'),
            shareLink: t('shareLink'),
            copy: t('copy'),
            copied: t('copied'),
            sharedTitle: t('sharedTitle'),
            sharedText: t('sharedText', { count: ids.length }),
            saveAll: t('saveAll'),
            savedAll: t('savedAll'),
            mine: t('mine'),
          }}
        />
        {ids.length === 0 ? (
          <FavouritesEmpty loading={t('loading')}>
            <div className="rounded-xl border border-line bg-white p-8 text-center" data-testid="favourites-empty">
              <p className="text-lg font-semibold">{t('emptyTitle')}</p>
              <p className="mx-auto mt-2 max-w-prose text-muted">{t('emptyText')}</p>
              <noscript>
                <p className="mt-2 text-muted">{t('noScript')}</p>
              </noscript>
              <div className="mt-5 flex flex-wrap justify-center gap-3">
                <Link href="/for-sale" className="btn btn-primary">
                  {t('toSale')}
                </Link>
                <Link href="/for-rent" className="btn btn-ghost">
                  {t('toRent')}
                </Link>
              </div>
            </div>
          </FavouritesEmpty>
        ) : (
          <>
            {cards.length > 0 && (
              <section aria-labelledby="favourites-title">
                <h2 id="favourites-title" className="sr-only">
                  {t('listHeading')}
                </h2>
                <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="favourites-list">
                  {cards.map((card, index) => (
                    <li key={card.id}>
                      <PropertyCard card={card} locale={locale} eager={index < 2} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {gone.length > 0 && (
              <section
                aria-labelledby="favourites-gone"
                className="rounded-xl border border-line bg-white p-5"
                data-testid="favourites-gone"
              >
                <h2 id="favourites-gone" className="text-lg font-semibold">
                  {t('goneTitle')}
                </h2>
                <ul className="mt-3 space-y-2">
                  {gone.map((id) => (
                    <li key={id} className="flex flex-wrap items-center justify-between gap-3">
                      <span className="text-muted">{t('gone', { id: String(id) })}</span>
                      <FavouriteButton id={id} label={t('remove', { id: String(id) })} variant="remove" />
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </div>
    </>
  );
}

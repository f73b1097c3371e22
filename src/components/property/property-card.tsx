import type { AppLocale } from '@/i18n/routing';
import { Photo } from '@/components/media/photo';
import { getTranslations } from 'next-intl/server';
import { surfaceFacts } from '@/domain/property/surface';
import { formatNumber } from '@/domain/property/money';
import { Link } from '@/i18n/navigation';
import type { PropertyCard as Card } from '@/lib/catalogue/card';
import { FavouriteButton } from '../favourites/favourite-button';
import { Icon } from '../layout/icons';
import { EnergyBadge } from './energy-badge';
import { PriceText } from './price-text';

/** A property in a list: photo, ribbons, type and city, price, key counts. The marquee ribbon is a darker accent: white text needs 4.5:1. */
export async function PropertyCard({
  card,
  locale,
  eager = false,
}: {
  card: Card;
  locale: AppLocale;
  eager?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'PropertyCard' });
  const tAvail = await getTranslations({ locale, namespace: 'Availability' });
  const tFav = await getTranslations({ locale, namespace: 'Favourites' });
  const name = card.title || `${card.typeName} ${card.city}`;
  // The surface named for the type: never "living area" for a garage or an office.
  const [surface] = surfaceFacts(card.webId, card.livingSurface, card.groundSurface);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[4/3] bg-sand">
        {card.photo ? (
          <Photo
            src={card.photo.src}
            alt=""
            fill
            sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            className="object-cover transition-transform duration-300 group-hover:scale-[1.02]"
          />
        ) : (
          <div
            className="flex h-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-sand to-[#e9e1d3] text-sm text-muted"
            data-testid="no-photo"
          >
            <Icon name="image" className="h-10 w-10 opacity-60" />
            <span>{t('noPhoto')}</span>
          </div>
        )}
        {card.photoCount > 0 && (
          <span
            className="absolute bottom-3 left-3 inline-flex items-center gap-1 rounded bg-ink/80 px-2 py-1 text-xs font-semibold text-white"
            data-testid="photo-count"
          >
            <Icon name="camera" className="h-4 w-4" />
            <span aria-hidden="true">{card.photoCount}</span>
            <span className="sr-only">{t('photos', { count: card.photoCount })}</span>
          </span>
        )}
        <FavouriteButton id={card.id} label={tFav('save', { title: name })} className="absolute right-3 top-3 z-10" />
        <div className="absolute left-3 right-16 top-3 flex flex-wrap gap-2">
          {card.availability && (
            <span className="rounded bg-ink px-2 py-1 text-xs font-bold uppercase tracking-wide text-white">
              {tAvail(card.availability)}
            </span>
          )}
          {card.marquee && (
            <span className="rounded bg-accent-strong px-2 py-1 text-xs font-bold uppercase tracking-wide text-on-accent">
              {card.marquee}
            </span>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-sm text-muted">
          {card.typeName} · {card.zip} {card.city}
        </p>
        <h3 className="font-sans text-lg font-semibold leading-snug">
          <Link
            href={card.href}
            className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline focus-visible:after:outline-3 focus-visible:after:outline-focus"
          >
            {card.title}
          </Link>
        </h3>
        <p className="text-xl font-semibold text-brand">
          <PriceText price={card.price} locale={locale} />
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-sm text-muted">
          {card.bedrooms ? (
            <span className="inline-flex items-center gap-1">
              <Icon name="bed" className="h-4 w-4" />
              {t('bedrooms', { count: card.bedrooms })}
            </span>
          ) : null}
          {card.bathrooms ? (
            <span className="inline-flex items-center gap-1">
              <Icon name="bath" className="h-4 w-4" />
              {t('bathrooms', { count: card.bathrooms })}
            </span>
          ) : null}
          {surface ? (
            <span className="inline-flex items-center gap-1" data-testid="card-surface">
              <Icon name="area" className="h-4 w-4" />
              {t(surface.kind, { area: formatNumber(surface.value, locale, 0) })}
            </span>
          ) : null}
          {card.energy && (
            <span className="relative z-10 ml-auto">
              <EnergyBadge energy={card.energy} locale={locale} />
            </span>
          )}
        </div>
      </div>
    </article>
  );
}

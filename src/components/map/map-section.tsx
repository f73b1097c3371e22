import { getTranslations } from 'next-intl/server';
import { groundMarksOf } from '@/domain/map/ground-marks';
import { shownTiles } from '@/domain/map/site-tiles';
import { tileGround } from '@/domain/map/tile-ground';
import { APPROXIMATE_RADIUS_M } from '@/domain/property/map-position';
import type { PriceDisplay } from '@/domain/property/money';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import type { MapResult } from '@/lib/catalogue/map-points';
import type { Site } from '@/domain/content/schema';
import { MapView } from './map-view';
import type { MapMarker } from './types';

/** The map view of a list: markers built on the server (prices in the page's language), the island draws them. */
export async function MapSection({
  locale,
  result,
  tiles,
  home,
  listHref,
}: {
  locale: AppLocale;
  result: MapResult;
  tiles: Site['map'];
  /** The agency's office: where the map opens without markers. */
  home: [number, number];
  listHref: string;
}) {
  const t = await getTranslations({ locale, namespace: 'SearchMap' });
  const tPrice = await getTranslations({ locale, namespace: 'Price' });
  const tAvail = await getTranslations({ locale, namespace: 'Availability' });
  const priceText = (price: PriceDisplay): string => {
    if (price.kind === 'on-request') return tPrice('onRequest');
    let text = price.text;
    if (price.perMonth) text = tPrice('perMonth', { price: text });
    if (price.startingFrom) text = tPrice('startingFrom', { price: text });
    return text;
  };
  const shown = shownTiles(tiles);
  const markers: MapMarker[] = result.points.map(({ card, position }) => ({
    id: card.id,
    lat: position.lat,
    lng: position.lng,
    approximate: position.kind === 'approximate',
    price: priceText(card.price),
    title: card.title,
    place: `${card.typeName} · ${card.zip} ${card.city}`,
    href: getPathname({ locale, href: card.href }),
    photo: card.photo?.src ?? null,
    availability: card.availability ? tAvail(card.availability) : null,
  }));
  const ground = tileGround(markers, home, shown.url);
  return (
    <section aria-label={t('mapLabel')} className="space-y-3">
      <p className="text-sm text-muted">{t('onMap', { count: markers.length })}</p>
      {result.truncated && (
        <p className="rounded-lg bg-sand p-3 text-sm">{t('truncated', { count: String(markers.length) })}</p>
      )}
      <MapView
        markers={markers}
        ground={ground}
        marks={ground && groundMarksOf(markers, ground)}
        settings={{ tiles: shown, radius: APPROXIMATE_RADIUS_M, home }}
        texts={{
          approximate: t('approximate'),
          close: t('close'),
          cluster: t('cluster', { count: '{count}' }),
          markerHint: t('markerHint'),
        }}
      />
      <noscript>
        <p className="rounded-lg bg-sand p-3">
          {t('noScript')}{' '}
          <a href={listHref} className="font-semibold text-brand underline">
            {t('list')}
          </a>
        </p>
      </noscript>
    </section>
  );
}

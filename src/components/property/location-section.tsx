import { getTranslations } from 'next-intl/server';
import { streetViewUrl, type MapPosition } from '@/domain/property/map-position';
import type { ShownTiles } from '@/domain/map/site-tiles';
import type { AppLocale } from '@/i18n/routing';
import { LocationMap } from './location-map';

/** The map (exact pin, or a circle for a hidden address) and a Street View link for public addresses. */
export async function LocationSection({
  locale,
  position,
  address,
  map,
  headingId = 'location-title',
}: {
  locale: AppLocale;
  position: MapPosition | null;
  address: string;
  map: ShownTiles;
  headingId?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'PropertyDetail' });
  const streetView = streetViewUrl(position);
  return (
    <section aria-labelledby={headingId} id="location" className="space-y-3 print:hidden">
      <h2 id={headingId} className="text-2xl font-semibold">
        {t('mapTitle')}
      </h2>
      <p className="text-muted">{address}</p>
      {position ? (
        <>
          <LocationMap
            position={position}
            tileUrl={map.url}
            attribution={map.attribution}
            labels={{ show: t('showMap'), loading: t('mapLoading'), alt: t('mapAlt') }}
          />
          {position.kind === 'approximate' && (
            <p className="text-sm text-muted" data-testid="map-approximate">
              {t('mapApproximate')}
            </p>
          )}
          {streetView && (
            <a
              href={streetView}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-block font-medium text-brand underline-offset-2 hover:underline"
              data-testid="street-view"
            >
              {t('streetView')} <span aria-hidden="true">↗</span>
            </a>
          )}
        </>
      ) : (
        <p className="text-sm text-muted">{t('mapNone')}</p>
      )}
    </section>
  );
}

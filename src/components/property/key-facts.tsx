import { getTranslations } from 'next-intl/server';
import { formatNumber } from '@/domain/property/money';
import { formatPricePerArea } from '@/domain/property/price-per-area';
import { surfaceFacts, type SurfaceKind } from '@/domain/property/surface';
import type { AppLocale } from '@/i18n/routing';
import type { PropertyDetail } from '@/lib/catalogue/property';
import { FavouriteButton } from '../favourites/favourite-button';
import { EnergyBadge } from './energy-badge';
import { PriceText } from './price-text';

const SURFACE_LABEL: Record<SurfaceKind, 'livingSurface' | 'floorSurface' | 'groundSurface' | 'areaSurface'> = {
  living: 'livingSurface',
  floor: 'floorSurface',
  plot: 'groundSurface',
  area: 'areaSurface',
};

/** Price and the facts a visitor scans first: type, city, reference, rooms, surfaces, energy label. */
export async function KeyFacts({ property, locale }: { property: PropertyDetail; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'Property' });
  const td = await getTranslations({ locale, namespace: 'PropertyDetail' });
  const tAvail = await getTranslations({ locale, namespace: 'Availability' });
  const tFav = await getTranslations({ locale, namespace: 'Favourites' });
  const perArea = property.pricePerArea;
  // "Huis · Halfopen woning", but not "Maison · Maison quatre façades".
  const sub = property.subtype.trim();
  const type = !sub
    ? property.typeName
    : sub.toLowerCase().startsWith(property.typeName.toLowerCase())
      ? sub
      : `${property.typeName} · ${sub}`;
  const facts: [string, string | number | null][] = [
    [t('type'), type],
    [t('city'), `${property.zip} ${property.city}`],
    [t('reference'), property.recordFile],
    [t('bedrooms'), property.bedrooms || null],
    [t('bathrooms'), property.bathrooms || null],
    // Each surface named for the type (domain/property/surface): a garage has no "living area".
    ...surfaceFacts(property.webId, property.livingSurface, property.groundSurface).map((f): [string, string] => [
      t(SURFACE_LABEL[f.kind]),
      td('unitArea', { value: formatNumber(f.value, locale, 2) }),
    ]),
  ];
  return (
    <section
      aria-labelledby="key-facts"
      data-testid="key-facts"
      className="rounded-2xl border border-line bg-white p-5 shadow-sm md:p-7"
    >
      <h2 id="key-facts" className="sr-only">
        {td('keyFacts')}
      </h2>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <div className="flex items-center gap-3">
            <p className="text-3xl font-semibold text-brand md:text-4xl" data-testid="price">
              <PriceText price={property.price} locale={locale} />
            </p>
            <FavouriteButton
              id={property.id}
              label={tFav('save', { title: property.title })}
              className="print:hidden"
            />
          </div>
          {perArea !== null && (
            <p className="mt-1 text-sm text-muted" data-testid="price-per-area">
              <span className="sr-only">{td('pricePerArea')}: </span>
              {formatPricePerArea(perArea, locale)}
            </p>
          )}
          <div className="mt-2 flex flex-wrap gap-2">
            {property.availability && (
              <span
                className="rounded bg-ink px-2 py-1 text-xs font-bold uppercase tracking-wide text-white"
                data-testid="availability"
              >
                {tAvail(property.availability)}
              </span>
            )}
            {property.marquee && !property.photos.length && (
              <span className="rounded bg-accent-strong px-2 py-1 text-xs font-bold uppercase tracking-wide text-on-accent">
                {property.marquee}
              </span>
            )}
          </div>
        </div>
        {property.energy && (
          <div className="flex flex-col items-end gap-1 text-xs text-muted">
            <span>{td('energyLabel')}</span>
            <span data-testid="energy-badge">
              <EnergyBadge energy={property.energy} locale={locale} size="lg" />
            </span>
          </div>
        )}
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 print:grid-cols-4">
        {facts
          .filter(([, value]) => value !== null && value !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs uppercase tracking-wide text-muted">{label}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

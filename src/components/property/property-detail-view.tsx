import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { formatNumber } from '@/domain/money';
import { formatPhone, telHref } from '@/domain/phone';
import type { PropertyDetail } from '@/lib/catalogue/property';
import type { AppLocale } from '@/i18n/routing';
import { PageBanner, type Crumb } from '../layout/page-banner';
import { EnergyBadge } from './energy-badge';
import { PriceText } from './price-text';

type Agency = { phone: string; email: string };

/** The detail page's first version: photos, key facts, description, contact (issue 4 completes it). */
export async function PropertyDetailView({ property, locale, trail, agency }: { property: PropertyDetail; locale: AppLocale; trail: Crumb[]; agency: Agency }) {
  const t = await getTranslations({ locale, namespace: 'Property' });
  const tAvail = await getTranslations({ locale, namespace: 'Availability' });
  const tShell = await getTranslations({ locale, namespace: 'Shell' });
  const [first, ...rest] = property.photos;
  const address = [property.street, property.houseNumber, property.boxNr].filter(Boolean).join(' ');
  const facts: [string, React.ReactNode][] = [
    [t('reference'), property.recordFile],
    [t('type'), property.typeName],
    [t('city'), `${property.zip} ${property.city}`],
    [t('bedrooms'), property.bedrooms],
    [t('bathrooms'), property.bathrooms],
    [t('livingSurface'), property.livingSurface ? `${formatNumber(property.livingSurface, locale, 0)} m²` : null],
    [t('groundSurface'), property.groundSurface ? `${formatNumber(property.groundSurface, locale, 0)} m²` : null],
  ];
  return (
    <>
      <PageBanner locale={locale} title={property.title} intro={address ? `${address}, ${property.zip} ${property.city}` : `${property.zip} ${property.city}`} trail={trail} />
      <div className="container-page grid gap-10 py-8 lg:grid-cols-[2fr_1fr]">
        <div className="min-w-0 space-y-8">
          <section aria-label={t('photos')}>
            {first ? (
              <div className="space-y-3">
                <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-sand">
                  <Image src={first.src} alt={first.alt} fill priority sizes="(min-width: 1280px) 820px, 100vw" className="object-cover" />
                  {property.availability && (
                    <span className="absolute left-4 top-4 rounded bg-ink px-3 py-1.5 text-sm font-bold uppercase text-white">{tAvail(property.availability)}</span>
                  )}
                </div>
                {rest.length > 0 && (
                  <ul className="grid grid-cols-4 gap-2 sm:grid-cols-6">
                    {rest.slice(0, 12).map((photo) => (
                      <li key={photo.src} className="relative aspect-[4/3] overflow-hidden rounded-md bg-sand">
                        <Image src={photo.src} alt={photo.alt} fill sizes="140px" className="object-cover" />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ) : (
              <p className="rounded-xl bg-sand p-10 text-center text-muted">{t('noPhotos')}</p>
            )}
          </section>
          <section aria-labelledby="description">
            <h2 id="description" className="mb-3 text-2xl font-semibold">{t('description')}</h2>
            {property.descriptionLocale && (
              <p className="mb-3 rounded bg-brand-light px-3 py-2 text-sm">
                {t('descriptionFallback', { language: tShell(`languages.${property.descriptionLocale as 'nl'}`) })}
              </p>
            )}
            <div lang={property.descriptionLocale ?? undefined} className="whitespace-pre-line text-lg leading-relaxed">
              {property.description}
            </div>
          </section>
        </div>
        <aside className="space-y-6">
          <div className="rounded-xl border border-line bg-white p-6 shadow-sm">
            <p className="text-3xl font-semibold text-brand">
              <PriceText price={property.price} locale={locale} />
            </p>
            {property.marquee && <p className="mt-2 inline-block rounded bg-accent px-2 py-1 text-xs font-bold uppercase text-white">{property.marquee}</p>}
            <dl className="mt-4 divide-y divide-line">
              {facts
                .filter(([, value]) => value !== null && value !== undefined && value !== '' && value !== 0)
                .map(([label, value]) => (
                  <div key={label} className="flex justify-between gap-4 py-2">
                    <dt className="text-muted">{label}</dt>
                    <dd className="text-right font-medium">{value}</dd>
                  </div>
                ))}
            </dl>
            {property.energy && (
              <div className="mt-4">
                <EnergyBadge energy={property.energy} locale={locale} size="lg" />
              </div>
            )}
          </div>
          <div className="rounded-xl bg-brand-light p-6">
            <h2 className="text-xl font-semibold">{t('contactTitle')}</h2>
            <p className="mt-2 text-muted">{t('contactText')}</p>
            <div className="mt-4 flex flex-col gap-2">
              <a className="btn btn-primary" href={telHref(agency.phone)}>{formatPhone(agency.phone)}</a>
              <a className="btn btn-ghost" href={`mailto:${agency.email}?subject=${encodeURIComponent(`${property.recordFile ?? property.id} – ${property.title}`)}`}>
                {agency.email}
              </a>
            </div>
          </div>
        </aside>
      </div>
    </>
  );
}

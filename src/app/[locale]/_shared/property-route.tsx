import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { excerpt } from '@/domain/text';
import { alternatesFor } from '@/i18n/metadata';
import { getPathname, permanentRedirect } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { getProperty, type PropertyDetail } from '@/lib/catalogue/property';
import { content } from '@/lib/content/load';
import { PropertyDetailView } from '@/components/property/property-detail-view';
import type { Crumb } from '@/components/layout/page-banner';

export type DetailParams = { locale: string; city: string; slug: string; id: string; unit?: string };

function propertyId(params: DetailParams): number {
  const raw = params.unit ?? params.id;
  return /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
}

async function load(params: DetailParams): Promise<PropertyDetail> {
  const property = await getProperty(propertyId(params), params.locale);
  if (!property) notFound();
  return property;
}

export async function propertyMetadata(params: DetailParams): Promise<Metadata> {
  const property = await getProperty(propertyId(params), params.locale);
  if (!property) return {};
  const locale = params.locale as AppLocale;
  return {
    title: `${property.title} – ${property.city}`,
    description: excerpt(property.description, 160),
    alternates: alternatesFor(locale, property.href),
    openGraph: property.photo ? { images: [{ url: `${property.photo.src}-1360.webp`, width: 1360, height: 1020 }] } : undefined,
  };
}

/** The detail route of every property address; an outdated city, slug or goal moves to the current address. */
export async function PropertyRoute({ params, kind }: { params: DetailParams; kind: 'sale' | 'rent' | 'unit' }) {
  const locale = params.locale as AppLocale;
  setRequestLocale(locale);
  const property = await load(params);
  const canonical = getPathname({ locale, href: property.href });
  const { city, slug, id, unit } = params;
  const requested = getPathname({
    locale,
    href:
      kind === 'unit' && unit
        ? { pathname: '/projects/[city]/[slug]/[id]/[unit]', params: { city, slug, id, unit } }
        : { pathname: kind === 'rent' ? '/for-rent/[city]/[slug]/[id]' : '/for-sale/[city]/[slug]/[id]', params: { city, slug, id } },
  });
  if (requested !== canonical) permanentRedirect({ href: property.href, locale });
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const tProjects = await getTranslations({ locale, namespace: 'Projects' });
  const trail: Crumb[] = property.project
    ? [{ label: tProjects('title'), href: getPathname({ locale, href: '/projects' }) }, { label: property.title }]
    : property.goal === 1
      ? [{ label: t('titleRent'), href: getPathname({ locale, href: '/for-rent' }) }, { label: property.title }]
      : [{ label: t('titleSale'), href: getPathname({ locale, href: '/for-sale' }) }, { label: property.title }];
  return <PropertyDetailView property={property} locale={locale} trail={trail} agency={content().site.agency} />;
}

import { shownTiles } from '@/domain/map/site-tiles';
import type { Metadata } from 'next';
import { titleWithCity } from '@/domain/format/tab-title';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { env } from '@/env';
import { excerpt } from '@/domain/property/text';
import { photoFile, SHARE_WIDTH } from '@/domain/media/photo-file';
import { listingJsonLd } from '@/domain/property/structured-data';
import { alternatesFor } from '@/i18n/metadata';
import { getPathname, permanentRedirect } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import type { PropertyDetail } from '@/lib/catalogue/property';
import { publicReads } from '@/lib/public-reads';
import { content } from '@/lib/content/load';
import { JsonLd } from '@/components/seo/json-ld';
import { VisitBeacon } from '@/components/stats/visit-beacon';
import { LeadFormPanel } from '@/components/forms/lead-form-panel';
import { submitLead } from './lead-action';
import { freeSlots } from '@/lib/leads/form-choices';
import { visitLinks } from '@/domain/property/detail-actions';

/** The property's other forms live on the contact page, about this property (issue 5); a visit is booked when slots are free (issue 20). */
function askLinks(locale: AppLocale, id: number, slots: number) {
  const contact = getPathname({ locale, href: '/contact' });
  const to = (form: string) => `${contact}?property=${id}&form=${form}`;
  return { info: '#contact', ...visitLinks(contact, id, slots), friend: to('friend'), documents: to('documents') };
}
import { PropertyDetailView } from '@/components/property/property-detail-view';
import type { Crumb } from '@/components/layout/page-banner';
import { withSlug } from '@/lib/catalogue/card';
import { recordId } from '@/domain/edge/record-id';

export type DetailParams = { locale: string; city: string; slug: string; id: string; unit?: string };

function propertyId(params: DetailParams): number {
  const raw = params.unit ?? params.id;
  return recordId(raw) ?? NaN;
}

// Metadata and page ask for the same property in one request: one round of queries.
const loadProperty = cache((id: number, locale: string) => publicReads.property(id, locale));

/** The first photo at the width social networks ask for (1200 and up). */
function shareImage(property: PropertyDetail) {
  const photo = property.photos[0];
  return photo
    ? {
        url: photoFile(photo.src, SHARE_WIDTH),
        width: SHARE_WIDTH,
        height: Math.round((SHARE_WIDTH * photo.height) / photo.width),
        alt: property.title,
      }
    : null;
}

async function summary(property: PropertyDetail, locale: AppLocale): Promise<string> {
  const tPrice = await getTranslations({ locale, namespace: 'Price' });
  const price = property.price.kind === 'on-request' ? tPrice('onRequest') : property.price.text;
  const head = `${property.typeName} · ${property.zip} ${property.city} · ${price}. `;
  return excerpt(head + property.description, 160);
}

export async function propertyMetadata(params: DetailParams): Promise<Metadata> {
  const locale = params.locale as AppLocale;
  const property = await loadProperty(propertyId(params), locale);
  if (!property) {
    const t = await getTranslations({ locale, namespace: 'PropertyDetail' });
    return { title: t('notFoundTitle'), robots: { index: false } };
  }
  const title = titleWithCity(property.title, property.city);
  const description = await summary(property, locale);
  const image = shareImage(property);
  const canonical = getPathname({ locale, href: property.href });
  return {
    title,
    description,
    alternates: alternatesFor(locale, (l) => withSlug(property.href, property.slugs[l], l)),
    openGraph: {
      type: 'website',
      title,
      description,
      url: canonical,
      locale,
      siteName: content().site.agency.name,
      ...(image ? { images: [image] } : {}),
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title,
      description,
      ...(image ? { images: [image.url] } : {}),
    },
  };
}

async function trailOf(property: PropertyDetail, locale: AppLocale): Promise<Crumb[]> {
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const tProjects = await getTranslations({ locale, namespace: 'Projects' });
  if (property.project) {
    const { id, slug, city, title } = property.project;
    return [
      { label: tProjects('title'), href: getPathname({ locale, href: '/projects' }) },
      {
        label: title,
        href: getPathname({
          locale,
          href: { pathname: '/projects/[city]/[slug]/[id]', params: { city, slug, id: String(id) } },
        }),
      },
      { label: property.title },
    ];
  }
  return property.goal === 1
    ? [{ label: t('titleRent'), href: getPathname({ locale, href: '/for-rent' }) }, { label: property.title }]
    : [{ label: t('titleSale'), href: getPathname({ locale, href: '/for-sale' }) }, { label: property.title }];
}

/**
 * The detail route of every property address. An unknown or unpublished id is a 404 with
 * suggestions: the edge asks for the full 404 page of a property-shaped address
 * (vitrine-not-found/property/, decision 023). No not-found.tsx beside the routes: Next.js puts a
 * segment's not-found page in the payload of every page of the segment (a third of a detail page's,
 * with its four suggestions: issue 45). An outdated city, slug or goal moves to the
 * current address with a permanent redirect (Next answers 308 from a page: docs/decisions/004).
 */
export async function PropertyRoute({ params, kind }: { params: DetailParams; kind: 'sale' | 'rent' | 'unit' }) {
  const locale = params.locale as AppLocale;
  setRequestLocale(locale);
  const property = await loadProperty(propertyId(params), locale);
  if (!property) notFound();
  const canonical = getPathname({ locale, href: property.href });
  const { city, slug, id, unit } = params;
  const requested = getPathname({
    locale,
    href:
      kind === 'unit' && unit
        ? { pathname: '/projects/[city]/[slug]/[id]/[unit]', params: { city, slug, id, unit } }
        : {
            pathname: kind === 'rent' ? '/for-rent/[city]/[slug]/[id]' : '/for-sale/[city]/[slug]/[id]',
            params: { city, slug, id },
          },
  });
  if (requested !== canonical) permanentRedirect({ href: property.href, locale });

  const site = content().site;
  const [trail, similar, slots] = await Promise.all([
    trailOf(property, locale),
    publicReads.similarTo(property.id, locale),
    freeSlots(property.id),
  ]);
  const origin = env().SITE_URL;
  const jsonLd = [
    listingJsonLd({
      url: origin + canonical,
      name: property.title,
      description: excerpt(property.description, 500),
      images: property.photos.slice(0, 6).map((p) => origin + photoFile(p.src, SHARE_WIDTH)),
      datePosted: property.listedAt,
      price: property.publishPrice ? property.amount : null,
      goal: property.goal,
      availability: property.availability,
      webId: property.webId,
      address: {
        street: [property.street, property.houseNumber].filter(Boolean).join(' ') || null,
        zip: property.zip,
        city: property.city,
        country: property.country,
      },
      geo: property.position?.kind === 'exact' ? { lat: property.position.lat, lng: property.position.lng } : null,
      floorSize: property.livingSurface,
      bedrooms: property.bedrooms,
      bathrooms: property.bathrooms,
    }),
  ];
  return (
    <>
      <JsonLd data={jsonLd} />
      <VisitBeacon propertyId={property.id} />
      <PropertyDetailView
        property={property}
        locale={locale}
        trail={trail}
        agency={site.agency}
        similar={similar}
        map={shownTiles(site.map)}
        projectName={property.project?.title}
        links={askLinks(locale, property.id, slots.length)}
        contactForm={
          <LeadFormPanel
            kind="info"
            locale={locale}
            action={submitLead}
            hidden={{ propertyId: String(property.id) }}
            options={{ slots: site.contactSlots }}
          />
        }
      />
    </>
  );
}

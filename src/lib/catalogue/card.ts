import { citySegment, placeName } from '@/domain/place/place-names';
import { energyLabel, type EnergyLabel } from '@/domain/property/energy-label';
import { priceDisplay, type PriceDisplay } from '@/domain/property/money';
import { localizedText } from '@/domain/language/localized-text';
import type { Availability } from '@/domain/property/property-details';
import { mapPosition, type MapPosition } from '@/domain/property/map-position';
import type { LocalizedText } from '@/db/schema';

export type Photo = { src: string; width: number; height: number; alt: string };

/** Where a property lives: its own list path, or under its project (docs/product-decisions.md#addresses). */
export type PropertyHref =
  | {
      pathname: '/for-sale/[city]/[slug]/[id]' | '/for-rent/[city]/[slug]/[id]';
      params: { city: string; slug: string; id: string };
    }
  | {
      pathname: '/projects/[city]/[slug]/[id]/[unit]';
      params: { city: string; slug: string; id: string; unit: string };
    };

/** The model every property card renders: shaped here so components never see database rows. */
export type PropertyCard = {
  id: number;
  goal: 0 | 1;
  title: string;
  typeName: string;
  /** The type's WebID: names its surface (domain/property/surface). */
  webId: number | null;
  city: string;
  zip: string;
  price: PriceDisplay;
  marquee: string | null;
  availability: Availability | null;
  energy: EnergyLabel | null;
  bedrooms: number | null;
  bathrooms: number | null;
  livingSurface: number | null;
  groundSurface: number | null;
  photo: Photo | null;
  /** How many photos the property has (the card's camera badge). */
  photoCount: number;
  href: PropertyHref;
  /** Where the map may show it: a hidden address only as its approximate area (domain/property/map-position). */
  position: MapPosition | null;
  publishAddress: boolean;
};

export type CardRow = {
  id: number;
  goal: number;
  slug: string;
  price: number | null;
  publishPrice: boolean;
  priceUnit: number | null;
  /** A rental's monthly common charges (financial.chargesRenter). */
  charges?: number | null;
  marquee: number;
  marqueeName: LocalizedText | null;
  zip: string;
  city: string;
  countryId: number | null;
  energyPerformance: number | null;
  epcLabelText: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  livingSurface: number | null;
  groundSurface: number | null;
  availability: string | null;
  lat: number | null;
  lng: number | null;
  publishAddress: boolean;
  typeNames: LocalizedText;
  webId?: number | null;
  project: { id: number; slug: string; city: string } | null;
};

export function propertyHref(
  row: Pick<CardRow, 'id' | 'goal' | 'slug' | 'city' | 'project'>,
  locale: string,
): PropertyHref {
  if (row.project) {
    return {
      pathname: '/projects/[city]/[slug]/[id]/[unit]',
      params: {
        city: citySegment(row.project.city, locale),
        slug: row.project.slug,
        id: String(row.project.id),
        unit: String(row.id),
      },
    };
  }
  return {
    pathname: row.goal === 1 ? '/for-rent/[city]/[slug]/[id]' : '/for-sale/[city]/[slug]/[id]',
    params: { city: citySegment(row.city, locale), slug: row.slug, id: String(row.id) },
  };
}

/** The same address in another language: its slug (a unit's is its project's) and its city's name there. */
export function withSlug<H extends { params: { slug: string; city: string } }>(
  href: H,
  slug: string,
  locale: string,
): H {
  return { ...href, params: { ...href.params, slug, city: citySegment(href.params.city, locale) } };
}

export function toCard(
  row: CardRow,
  locale: string,
  title: string,
  photo: Photo | null,
  photoCount = photo ? 1 : 0,
): PropertyCard {
  const goal = row.goal === 1 ? 1 : 0;
  return {
    id: row.id,
    goal,
    title,
    typeName: localizedText(row.typeNames, locale),
    webId: row.webId ?? null,
    // The city in the page's language (domain/place/place-names); its address keeps the stored name.
    city: placeName(row.city, locale),
    zip: row.zip,
    price: priceDisplay(
      {
        amount: row.price,
        publishPrice: row.publishPrice,
        priceUnit: row.priceUnit,
        goal,
        singleLot: row.project !== null,
        charges: row.charges,
      },
      locale,
    ),
    marquee: row.marquee > 0 ? localizedText(row.marqueeName, locale) || null : null,
    availability: (row.availability as Availability | null) ?? null,
    energy: energyLabel({
      countryId: row.countryId,
      zip: row.zip,
      energyPerformance: row.energyPerformance,
      epcLabelText: row.epcLabelText,
    }),
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    livingSurface: row.livingSurface,
    groundSurface: row.groundSurface,
    photo,
    photoCount,
    href: propertyHref(row, locale),
    position: mapPosition(row.lat, row.lng, row.publishAddress),
    publishAddress: row.publishAddress,
  };
}

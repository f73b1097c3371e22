/**
 * schema.org structured data of a property page (docs/product-decisions.md#what-we-add): a
 * RealEstateListing with an Offer and the accommodation it is about, and a BreadcrumbList; of a
 * project page: a RealEstateListing with an AggregateOffer of its units.
 */
export interface ListingData {
  url: string;
  name: string;
  description: string;
  images: string[];
  datePosted: Date;
  /** The asking price or monthly rent; null when the price is not published. */
  price: number | null;
  goal: number;
  /** sold, rented, option, sold-out, takeover, or null when available. */
  availability: string | null;
  webId: number;
  address: { street: string | null; zip: string; city: string; country: string | null };
  /** Only when the address is public: an approximate position would mislead. */
  geo: { lat: number; lng: number } | null;
  floorSize: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
}

// schema.org accommodation types per WebID (specification section 3).
const ACCOMMODATION: Record<number, string> = { 1: 'House', 2: 'Apartment', 3: 'Apartment' };

function accommodationType(webId: number): string {
  return ACCOMMODATION[webId] ?? 'Accommodation';
}

function offerAvailability(availability: string | null): string {
  if (availability === 'sold' || availability === 'rented' || availability === 'sold-out')
    return 'https://schema.org/SoldOut';
  if (availability === 'option') return 'https://schema.org/LimitedAvailability';
  return 'https://schema.org/InStock';
}

export function listingJsonLd(d: ListingData): Record<string, unknown> {
  const about: Record<string, unknown> = {
    '@type': accommodationType(d.webId),
    name: d.name,
    address: postalAddress(d.address),
  };
  if (d.geo) about.geo = { '@type': 'GeoCoordinates', latitude: d.geo.lat, longitude: d.geo.lng };
  if (d.floorSize) about.floorSize = { '@type': 'QuantitativeValue', value: d.floorSize, unitCode: 'MTK' };
  if (d.bedrooms) about.numberOfBedrooms = d.bedrooms;
  if (d.bathrooms) about.numberOfBathroomsTotal = d.bathrooms;
  const rooms = (d.bedrooms ?? 0) + (d.bathrooms ?? 0);
  if (rooms) about.numberOfRooms = rooms;

  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    businessFunction:
      d.goal === 1 ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
    availability: offerAvailability(d.availability),
    url: d.url,
  };
  if (d.price !== null) {
    offer.price = d.price;
    offer.priceCurrency = 'EUR';
    if (d.goal === 1) {
      offer.priceSpecification = {
        '@type': 'UnitPriceSpecification',
        price: d.price,
        priceCurrency: 'EUR',
        unitCode: 'MON',
      };
    }
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    url: d.url,
    name: d.name,
    description: d.description,
    datePosted: d.datePosted.toISOString().slice(0, 10),
    ...(d.images.length ? { image: d.images } : {}),
    about,
    offers: offer,
  };
}

/** What a project page says of its project (a new-build development sold or let unit by unit). */
export interface ProjectListingData {
  url: string;
  name: string;
  description: string;
  images: string[];
  /** 0 sale, 1 rent. */
  goal: number;
  /** Its units' lowest and highest price; null when none is known. */
  prices: { low: number; high: number } | null;
  /** Its published units, and how many of them are still available. */
  units: number;
  unitsAvailable: number;
  /** Whether its units are apartments (an ApartmentComplex), else a Residence of houses or mixed units. */
  apartments: boolean;
  address: ListingData['address'];
  /** Only when the address is public. */
  geo: ListingData['geo'];
}

function postalAddress(address: ListingData['address']): Record<string, unknown> {
  return {
    '@type': 'PostalAddress',
    ...(address.street ? { streetAddress: address.street } : {}),
    postalCode: address.zip,
    addressLocality: address.city,
    addressCountry: address.country ?? 'BE',
  };
}

/**
 * schema.org structured data of a project page: a RealEstateListing, as a property's, about the
 * residence (an ApartmentComplex when its units are apartments) with an AggregateOffer of its units
 * from the lowest to the highest price; sold out when none is left. The BreadcrumbList is the page
 * banner's.
 */
export function projectJsonLd(d: ProjectListingData): Record<string, unknown> {
  const about: Record<string, unknown> = {
    '@type': d.apartments ? 'ApartmentComplex' : 'Residence',
    name: d.name,
    address: postalAddress(d.address),
  };
  if (d.geo) about.geo = { '@type': 'GeoCoordinates', latitude: d.geo.lat, longitude: d.geo.lng };
  if (d.apartments) {
    about.numberOfAccommodationUnits = d.units;
    about.numberOfAvailableAccommodationUnits = d.unitsAvailable;
  }
  const offers: Record<string, unknown> = {
    '@type': 'AggregateOffer',
    businessFunction:
      d.goal === 1 ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
    availability: d.units > 0 && d.unitsAvailable === 0 ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    offerCount: d.unitsAvailable,
    url: d.url,
  };
  if (d.prices) {
    offers.lowPrice = d.prices.low;
    offers.highPrice = d.prices.high;
    offers.priceCurrency = 'EUR';
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    url: d.url,
    name: d.name,
    description: d.description,
    ...(d.images.length ? { image: d.images } : {}),
    about,
    offers,
  };
}

export function breadcrumbJsonLd(items: { name: string; url: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** JSON for a script element: `<` escaped so a description can never close the element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

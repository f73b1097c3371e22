import { describe, expect, it } from 'vitest';
import {
  breadcrumbJsonLd,
  jsonLdText,
  listingJsonLd,
  projectJsonLd,
  type ListingData,
  type ProjectListingData,
} from './structured-data';

const base: ListingData = {
  url: 'https://agency.example/nl/te-koop/leuven/halfopen-woning/1001/',
  name: 'Halfopen woning',
  description: 'Ruime woning',
  images: ['https://agency.example/demo/facade-01-1360.webp'],
  datePosted: new Date('2026-03-05T10:00:00Z'),
  price: 397000,
  goal: 0,
  availability: null,
  webId: 1,
  address: { street: 'Zonnestraat 5', zip: '3000', city: 'Leuven', country: null },
  geo: { lat: 50.98, lng: 3.53 },
  floorSize: 180,
  bedrooms: 3,
  bathrooms: 1,
};

describe('listingJsonLd', () => {
  it('names the price in an Offer of a RealEstateListing about a House', () => {
    const data = JSON.parse(jsonLdText(listingJsonLd(base)));
    expect(data['@type']).toBe('RealEstateListing');
    expect(data.offers).toMatchObject({
      '@type': 'Offer',
      price: 397000,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    });
    expect(data.about).toMatchObject({
      '@type': 'House',
      floorSize: { value: 180, unitCode: 'MTK' },
      numberOfBedrooms: 3,
      address: { streetAddress: 'Zonnestraat 5', postalCode: '3000', addressLocality: 'Leuven', addressCountry: 'BE' },
      geo: { latitude: 50.98, longitude: 3.53 },
    });
    expect(data.datePosted).toBe('2026-03-05');
  });

  it('gives no price when it is on request, a monthly unit for rent and sold-out when sold', () => {
    expect(listingJsonLd({ ...base, price: null }).offers).not.toHaveProperty('price');
    expect(listingJsonLd({ ...base, goal: 1, price: 850 }).offers).toMatchObject({
      priceSpecification: { unitCode: 'MON', price: 850 },
    });
    expect(listingJsonLd({ ...base, availability: 'sold' }).offers).toMatchObject({
      availability: 'https://schema.org/SoldOut',
    });
  });

  it('leaves out the street and position of a hidden address, and uses Accommodation for other types', () => {
    const about = listingJsonLd({ ...base, webId: 4, geo: null, address: { ...base.address, street: null } })
      .about as Record<string, unknown>;
    expect(about['@type']).toBe('Accommodation');
    expect(about).not.toHaveProperty('geo');
    expect(about.address).not.toHaveProperty('streetAddress');
  });
});

describe('projectJsonLd (issue 44: a project page had only its breadcrumb)', () => {
  const project: ProjectListingData = {
    url: 'https://agency.example/fr/projets/arlon/residence-du-parc/7/',
    name: 'Résidence du Parc',
    description: 'Douze appartements neufs',
    images: ['https://agency.example/files/p/7/a-1360.webp'],
    goal: 0,
    prices: { low: 239000, high: 415000 },
    units: 12,
    unitsAvailable: 5,
    apartments: true,
    address: { street: 'Rue du Parc 3', zip: '6700', city: 'Arlon', country: null },
    geo: { lat: 49.68, lng: 5.81 },
  };

  it('is a RealEstateListing about an ApartmentComplex, with an AggregateOffer of its units', () => {
    const data = JSON.parse(jsonLdText(projectJsonLd(project)));
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      url: project.url,
      name: 'Résidence du Parc',
      image: project.images,
    });
    expect(data.about).toMatchObject({
      '@type': 'ApartmentComplex',
      numberOfAccommodationUnits: 12,
      numberOfAvailableAccommodationUnits: 5,
      address: { streetAddress: 'Rue du Parc 3', postalCode: '6700', addressLocality: 'Arlon', addressCountry: 'BE' },
      geo: { latitude: 49.68, longitude: 5.81 },
    });
    expect(data.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: 239000,
      highPrice: 415000,
      priceCurrency: 'EUR',
      offerCount: 5,
      availability: 'https://schema.org/InStock',
    });
  });

  it('a Residence of houses, without a price it does not know, sold out when no unit is left, no street when hidden', () => {
    const data = projectJsonLd({
      ...project,
      apartments: false,
      prices: null,
      unitsAvailable: 0,
      geo: null,
      address: { ...project.address, street: null },
    });
    const about = data.about as Record<string, unknown>;
    expect(about['@type']).toBe('Residence');
    expect(about).not.toHaveProperty('numberOfAccommodationUnits');
    expect(about).not.toHaveProperty('geo');
    expect(about.address).not.toHaveProperty('streetAddress');
    expect(data.offers).not.toHaveProperty('lowPrice');
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/SoldOut', offerCount: 0 });
  });
});

describe('jsonLdText', () => {
  it('escapes < so a text cannot close the script element', () => {
    const text = jsonLdText({ description: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).description).toBe('</script><script>alert(1)</script>');
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the items from 1', () => {
    const data = breadcrumbJsonLd([
      { name: 'Home', url: '/nl/' },
      { name: 'Te koop', url: '/nl/te-koop/' },
    ]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: '/nl/' },
      { '@type': 'ListItem', position: 2, name: 'Te koop', item: '/nl/te-koop/' },
    ]);
  });
});

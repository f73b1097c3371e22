import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, jsonLdText, listingJsonLd, type ListingData } from './structured-data';

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

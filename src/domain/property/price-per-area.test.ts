import { describe, expect, it } from 'vitest';
import { formatPricePerArea, pricePerArea, type PricePerAreaInput } from './price-per-area';

const house: PricePerAreaInput = {
  goal: 0,
  price: 342_000,
  publishPrice: true,
  priceUnit: null,
  webId: 1,
  livingSurface: 120,
  groundSurface: 600,
};

describe('pricePerArea', () => {
  it('divides the sale price by the living surface, in whole euros', () => {
    expect(pricePerArea(house)).toBe(2850);
    expect(formatPricePerArea(2850, 'nl')).toBe('€ 2.850/m²');
  });
  it('rounds half up and to the nearest euro', () => {
    expect(pricePerArea({ ...house, price: 100_001, livingSurface: 2 })).toBe(50_001); // 50 000.5
    expect(pricePerArea({ ...house, price: 100_000, livingSurface: 3 })).toBe(33_333); // 33 333.33
    expect(pricePerArea({ ...house, price: 200_000, livingSurface: 3 })).toBe(66_667); // 66 666.67
    expect(pricePerArea({ ...house, price: 250_000, livingSurface: 87.5 })).toBe(2857); // 2857.14
  });
  it('uses the plot for land, and never the plot for a house', () => {
    expect(pricePerArea({ ...house, webId: 4, price: 120_000, livingSurface: null, groundSurface: 800 })).toBe(150);
    expect(pricePerArea({ ...house, livingSurface: null })).toBeNull();
  });
  it('shows nothing for a rental, a hidden price or a "starting from" price', () => {
    expect(pricePerArea({ ...house, goal: 1, price: 950 })).toBeNull();
    expect(pricePerArea({ ...house, publishPrice: false })).toBeNull();
    expect(pricePerArea({ ...house, priceUnit: 7 })).toBeNull();
  });
  it('shows nothing when the price or the surface is missing, zero or not a number', () => {
    expect(pricePerArea({ ...house, price: null })).toBeNull();
    expect(pricePerArea({ ...house, price: 0 })).toBeNull();
    expect(pricePerArea({ ...house, livingSurface: 0 })).toBeNull();
    expect(pricePerArea({ ...house, livingSurface: Number.NaN })).toBeNull();
    expect(pricePerArea({ ...house, livingSurface: -5 })).toBeNull();
  });
  it('groups thousands the way each language does', () => {
    expect(formatPricePerArea(12_345, 'nl')).toBe('€ 12.345/m²');
    expect(formatPricePerArea(980, 'nl')).toBe('€ 980/m²');
    expect(formatPricePerArea(2850, 'fr')).toBe('2\u202f850\u00a0€/m²');
    expect(formatPricePerArea(2850, 'en')).toBe('€2,850/m²');
    expect(formatPricePerArea(2850, 'de')).toBe('2.850\u00a0€/m²');
  });
});

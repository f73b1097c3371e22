import { describe, expect, it } from 'vitest';
import { inRegion, matchesDemand, type MatchableProperty } from './demand-match';

const house: MatchableProperty = {
  goal: 0,
  webId: 1,
  webIds: '1',
  zip: '1300',
  city: 'Wavre',
  price: 320000,
  bedrooms: 3,
  bathrooms: 1,
  garages: 1,
  parkings: 0,
  lat: 50.98,
  lng: 3.53,
  availability: null,
};

describe('matchesDemand', () => {
  const demand = { goal: 'sale' as const, types: [1, 2], zoneList: ['1300'] };
  it('matches goal, type and postal code', () => expect(matchesDemand(demand, house)).toBe(true));
  it('matches a city name regardless of case and accents', () => {
    expect(matchesDemand({ ...demand, zoneList: ['WAVRE'] }, house)).toBe(true);
    expect(matchesDemand({ ...demand, zoneList: ['Liège'] }, { ...house, city: 'Liege', zip: '4000' })).toBe(true);
  });
  it('does not match another goal, type or zone', () => {
    expect(matchesDemand({ ...demand, goal: 'rent' }, house)).toBe(false);
    expect(matchesDemand({ ...demand, types: [4] }, house)).toBe(false);
    expect(matchesDemand({ ...demand, zoneList: ['9000'] }, house)).toBe(false);
  });
  it('takes the price range inclusively and the budget as a maximum', () => {
    expect(matchesDemand({ ...demand, priceMin: 320000, priceMax: 320000 }, house)).toBe(true);
    expect(matchesDemand({ ...demand, priceMax: 319999 }, house)).toBe(false);
    expect(matchesDemand({ ...demand, budget: 300000 }, house)).toBe(false);
    expect(matchesDemand({ ...demand, priceMax: 400000 }, { ...house, price: null })).toBe(false);
  });
  it('checks the room counts', () => {
    expect(matchesDemand({ ...demand, bedroomsMin: 3 }, house)).toBe(true);
    expect(matchesDemand({ ...demand, bedroomsMin: 4 }, house)).toBe(false);
    expect(matchesDemand({ ...demand, bedroomsMax: 2 }, house)).toBe(false);
    expect(matchesDemand({ ...demand, garagesMin: 2 }, house)).toBe(false);
    expect(matchesDemand({ ...demand, bathroomsMin: 1 }, house)).toBe(true);
  });
  it('matches inside a region drawn on the map when no zone matches', () => {
    const ring: [number, number][] = [
      [50.9, 3.4],
      [51.1, 3.4],
      [51.1, 3.7],
      [50.9, 3.7],
    ];
    expect(matchesDemand({ goal: 'sale', types: [1], zoneList: [], region: ring }, house)).toBe(true);
    expect(matchesDemand({ goal: 'sale', types: [1], zoneList: [], region: ring }, { ...house, lat: 50.5 })).toBe(
      false,
    );
  });
  it('never matches a sold or rented property', () => {
    expect(matchesDemand(demand, { ...house, availability: 'sold' })).toBe(false);
  });
  it('inRegion handles the edges of a triangle', () => {
    expect(
      inRegion(1, 1, [
        [0, 0],
        [0, 4],
        [4, 0],
      ]),
    ).toBe(true);
    expect(
      inRegion(3, 3, [
        [0, 0],
        [0, 4],
        [4, 0],
      ]),
    ).toBe(false);
  });
});

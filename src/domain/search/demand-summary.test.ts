import { describe, expect, it } from 'vitest';
import { demandParts } from './demand-summary';

describe('demandParts', () => {
  it("says what a demand asks for in speaking order, prices in the site's format", () => {
    expect(
      demandParts({
        goal: 'sale',
        zoneList: ['Aalst', '9300'],
        priceMin: 200_000,
        priceMax: 350_000,
        bedroomsMin: 2,
        types: [1, 2],
      }),
    ).toEqual([
      { key: 'goal_sale' },
      { key: 'places', text: 'Aalst, 9300' },
      { key: 'demandTypes', count: 2 },
      { key: 'demandFrom', price: '€ 200.000' },
      { key: 'demandUpTo', price: '€ 350.000' },
      { key: 'demandBedrooms', count: 2 },
    ]);
  });

  it('reads a budget as the highest price, as the alerts do; a price range wins over it', () => {
    expect(demandParts({ goal: 'rent', budget: 900 })).toEqual([
      { key: 'goal_rent' },
      { key: 'demandAnywhere' },
      { key: 'demandUpTo', price: '€ 900' },
    ]);
    expect(demandParts({ priceMax: 800, budget: 900 })).toContainEqual({ key: 'demandUpTo', price: '€ 800' });
  });

  it('names an area drawn on the map, and says "anywhere" only without places or area', () => {
    expect(
      demandParts({
        region: [
          [51, 3.5],
          [51.1, 3.6],
          [51, 3.7],
        ],
      }),
    ).toEqual([{ key: 'demandArea' }]);
    expect(demandParts({})).toEqual([{ key: 'demandAnywhere' }]);
  });

  it('leaves out zeros and blank places', () => {
    expect(demandParts({ zoneList: ['', '  '], priceMin: 0, bedroomsMin: 0 })).toEqual([{ key: 'demandAnywhere' }]);
  });
});

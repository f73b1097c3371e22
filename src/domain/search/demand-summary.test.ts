import { describe, expect, it } from 'vitest';
import { demandParts } from './demand-summary';

describe('demandParts', () => {
  it("says what a demand asks for in speaking order, prices in the reader's format", () => {
    expect(
      demandParts(
        {
          goal: 'sale',
          zoneList: ['Aalst', '9300'],
          priceMin: 200_000,
          priceMax: 350_000,
          bedroomsMin: 2,
          types: [1, 2],
        },
        'nl',
      ),
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
    expect(demandParts({ goal: 'rent', budget: 900 }, 'nl')).toEqual([
      { key: 'goal_rent' },
      { key: 'demandAnywhere' },
      { key: 'demandUpTo', price: '€ 900' },
    ]);
    expect(demandParts({ priceMax: 800, budget: 900 }, 'nl')).toContainEqual({ key: 'demandUpTo', price: '€ 800' });
  });

  it('names an area drawn on the map, and says "anywhere" only without places or area', () => {
    expect(
      demandParts(
        {
          region: [
            [51, 3.5],
            [51.1, 3.6],
            [51, 3.7],
          ],
        },
        'nl',
      ),
    ).toEqual([{ key: 'demandArea' }]);
    expect(demandParts({}, 'nl')).toEqual([{ key: 'demandAnywhere' }]);
  });

  it("writes the prices in the reader's language", () => {
    expect(demandParts({ priceMin: 200_000, priceMax: 350_000 }, 'fr')).toContainEqual({
      key: 'demandFrom',
      price: '200\u202f000\u00a0€',
    });
    expect(demandParts({ priceMax: 350_000 }, 'en')).toContainEqual({ key: 'demandUpTo', price: '€350,000' });
    expect(demandParts({ priceMax: 350_000 }, 'de')).toContainEqual({ key: 'demandUpTo', price: '350.000\u00a0€' });
  });

  it('leaves out zeros and blank places', () => {
    expect(demandParts({ zoneList: ['', '  '], priceMin: 0, bedroomsMin: 0 }, 'nl')).toEqual([
      { key: 'demandAnywhere' },
    ]);
  });
});

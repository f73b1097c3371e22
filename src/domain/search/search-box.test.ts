import { describe, expect, it } from 'vitest';
import { boxSearchHref, type BoxState } from './search-box';

const box = (partial: Partial<BoxState>): BoxState => ({
  goal: 0,
  search: '',
  cities: [],
  types: [],
  price: { min: 0, max: 3_000_000 },
  rooms: {},
  ...partial,
});

describe('boxSearchHref (home search box submit)', () => {
  it('goes to the bare list when nothing is chosen', () => {
    expect(boxSearchHref('/nl/te-koop', box({}))).toBe('/nl/te-koop');
    expect(boxSearchHref('/fr/a-louer', box({ goal: 1, price: { min: 0, max: 2000 } }))).toBe('/fr/a-louer');
  });

  it('writes every parameter of the specification in its order', () => {
    const href = boxSearchHref(
      '/nl/te-koop',
      box({
        search: ' villa  met tuin ',
        cities: ['leuven|3000', 'heverlee|3001'],
        types: ['1', '2'],
        rooms: { bedrooms: 3, bathrooms: 1, showerrooms: 1, toilets: 2, garages: 1 },
        price: { min: 200_000, max: 450_000 },
      }),
    );
    expect(href).toBe(
      '/nl/te-koop?search=villa+met+tuin&city=leuven%7C3000&city=heverlee%7C3001&type=1&type=2&bedrooms=3&bathrooms=1&showerrooms=1&toilets=2&garages=1&price=200000-450000',
    );
  });

  it('sends the price only when it differs from the full range; the top means no upper bound', () => {
    expect(boxSearchHref('/x', box({ price: { min: 100_000, max: 3_000_000 } }))).toBe('/x?price=100000-');
    expect(boxSearchHref('/x', box({ price: { min: 0, max: 500_000 } }))).toBe('/x?price=0-500000');
    expect(boxSearchHref('/x', box({ goal: 1, price: { min: 500, max: 2000 } }))).toBe('/x?price=500-');
    expect(boxSearchHref('/x', box({ goal: 1, price: { min: 0, max: 900 } }))).toBe('/x?price=0-900');
  });

  it('leaves out zero counts and bad values', () => {
    expect(boxSearchHref('/x', box({ rooms: { bedrooms: 0, garages: 2 }, cities: ['bad'], types: ['x', '3'] }))).toBe(
      '/x?type=3&garages=2',
    );
  });
});

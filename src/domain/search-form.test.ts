import { describe, expect, it } from 'vitest';
import { canonicalFormRedirect, parseListQuery, priceFromFields } from './search-form';

const params = (text: string) => new URLSearchParams(text);

describe('priceFromFields (no-JavaScript filter form)', () => {
  it('writes min-max, or min- without an upper bound', () => {
    expect(priceFromFields('200000', '350000', 0)).toBe('200000-350000');
    expect(priceFromFields('200.000', '', 0)).toBe('200000-');
    expect(priceFromFields('€ 500', '900', 1)).toBe('500-900');
  });

  it('means no filter for an empty or full range', () => {
    expect(priceFromFields('', '', 0)).toBeNull();
    expect(priceFromFields('0', '', 0)).toBeNull();
    expect(priceFromFields('0', '3000000', 0)).toBeNull();
    expect(priceFromFields('0', '2500', 1)).toBeNull();
    expect(priceFromFields('abc', 'def', 0)).toBeNull();
  });

  it('reads only a maximum as 0-max, and swaps a reversed span', () => {
    expect(priceFromFields('', '250000', 0)).toBe('0-250000');
    expect(priceFromFields('400000', '200000', 0)).toBe('200000-400000');
  });
});

describe('parseListQuery', () => {
  it('reads the form price fields when there is no price', () => {
    expect(parseListQuery(params('price-min=100000&price-max=200000'), 0).price).toEqual({ min: 100000, max: 200000 });
  });

  it('prefers the canonical price parameter', () => {
    expect(parseListQuery(params('price=1-5&price-min=100000'), 0).price).toEqual({ min: 1, max: 5 });
  });
});

describe('canonicalFormRedirect', () => {
  const base = '/nl/te-koop';

  it('turns a plain form submission into the canonical address', () => {
    expect(canonicalFormRedirect(params('search=&city=deinze%7C9800&type=1&bedrooms=2&bathrooms=&garages=&price-min=100000&price-max=&sort=price-asc'), 0, base)).toBe(
      '/nl/te-koop?city=deinze%7C9800&type=1&bedrooms=2&price=100000-&sort=price-asc',
    );
  });

  it('goes to the bare list when the form was empty', () => {
    expect(canonicalFormRedirect(params('search=&bedrooms=&price-min=&price-max='), 1, '/nl/te-huur')).toBe('/nl/te-huur');
  });

  it('leaves canonical addresses and unknown parameters alone (no loop)', () => {
    expect(canonicalFormRedirect(params('city=deinze%7C9800&price=100000-'), 0, base)).toBeNull();
    expect(canonicalFormRedirect(params(''), 0, base)).toBeNull();
    expect(canonicalFormRedirect(params('utm_source='), 0, base)).toBeNull();
    expect(canonicalFormRedirect({ bedrooms: '' }, 0, base)).toBe(base);
  });

  it('is stable: the redirect target needs no further redirect', () => {
    const target = canonicalFormRedirect(params('search=villa&price-min=1000&view=map&page='), 0, base)!;
    expect(canonicalFormRedirect(new URL(target, 'http://x').searchParams, 0, base)).toBeNull();
  });
});

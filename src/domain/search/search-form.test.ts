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

  it('reads a maximum shown as the top of the slider ("€ 3.000.000+") as no upper bound', () => {
    expect(priceFromFields('€ 250.000', '€ 3.000.000+', 0)).toBe('250000-');
    expect(priceFromFields('€ 0', '€ 3.000.000+', 0)).toBeNull();
    expect(priceFromFields('€ 0', '€ 2.500+', 1)).toBeNull();
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
  const bases = { 0: base, 1: '/nl/te-huur' };

  it('turns a plain form submission into the canonical address', () => {
    expect(
      canonicalFormRedirect(
        params(
          'search=&city=leuven%7C3000&type=1&bedrooms=2&bathrooms=&garages=&price-min=100000&price-max=&sort=price-asc',
        ),
        0,
        bases,
      ),
    ).toBe('/nl/te-koop?city=leuven%7C3000&type=1&bedrooms=2&price=100000-&sort=price-asc');
  });

  it('goes to the bare list when the form was empty', () => {
    expect(canonicalFormRedirect(params('search=&bedrooms=&price-min=&price-max='), 1, bases)).toBe('/nl/te-huur');
  });

  it('leaves canonical addresses and unknown parameters alone (no loop)', () => {
    expect(canonicalFormRedirect(params('city=leuven%7C3000&price=100000-'), 0, bases)).toBeNull();
    expect(canonicalFormRedirect(params(''), 0, bases)).toBeNull();
    expect(canonicalFormRedirect(params('utm_source='), 0, bases)).toBeNull();
    expect(canonicalFormRedirect({ bedrooms: '' }, 0, bases)).toBe(base);
  });

  it("sends the home box's plain form to the list of the goal it chose, with that goal's price scale", () => {
    expect(
      canonicalFormRedirect(
        params(
          'goal=1&search=&city=leuven%7C3000&price-min=%E2%82%AC+500&price-max=%E2%82%AC+2.500%2B&bedrooms=2&bathrooms=0',
        ),
        0,
        bases,
      ),
    ).toBe('/nl/te-huur?city=leuven%7C3000&bedrooms=2&price=500-');
    expect(
      canonicalFormRedirect(
        params('goal=0&search=&price-min=%E2%82%AC+0&price-max=%E2%82%AC+3.000.000%2B&bedrooms=0'),
        0,
        bases,
      ),
    ).toBe(base);
    expect(
      canonicalFormRedirect(params('goal=0&price-min=%E2%82%AC+100.000&price-max=%E2%82%AC+400.000'), 0, bases),
    ).toBe(`${base}?price=100000-400000`);
    // A goal that is neither: the list's own.
    expect(canonicalFormRedirect(params('goal=7&type=1'), 0, bases)).toBe(`${base}?type=1`);
  });

  it('is stable: the redirect target needs no further redirect', () => {
    const target = canonicalFormRedirect(params('search=villa&price-min=1000&view=map&page='), 0, bases)!;
    expect(canonicalFormRedirect(new URL(target, 'http://x').searchParams, 0, bases)).toBeNull();
  });
});

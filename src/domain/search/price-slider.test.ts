import { describe, expect, it } from 'vitest';
import {
  PRICE_SLIDER,
  boundsFromParam,
  commitMax,
  commitMin,
  parseDigits,
  parsePriceParam,
  priceParam,
  priceSliderFor,
  sliderMaxLabel,
} from './price-slider';

const SALE = PRICE_SLIDER.sale;
const RENT = PRICE_SLIDER.rent;

describe('PRICE_SLIDER', () => {
  it('has the ranges of the specification', () => {
    expect(PRICE_SLIDER).toEqual({
      sale: { min: 0, max: 3_000_000, step: 1_000 },
      rent: { min: 0, max: 2_000, step: 100 },
    });
  });

  it('picks the range by goal (0 sale, 1 rent)', () => {
    expect(priceSliderFor(0)).toBe(SALE);
    expect(priceSliderFor(1)).toBe(RENT);
    expect(priceSliderFor(7)).toBe(SALE);
  });
});

describe('parseDigits', () => {
  it.each([
    ['250000', 250000],
    ['€ 250.000', 250000],
    ['1 250 000', 1250000],
    ['0', 0],
    ['007', 7],
  ])('%j → %s', (text, n) => {
    expect(parseDigits(text)).toBe(n);
  });

  it.each(['', '   ', 'abc', '€', null, undefined])('%j → null', (text) => {
    expect(parseDigits(text)).toBeNull();
  });

  it('caps absurdly long input instead of losing precision', () => {
    expect(parseDigits('9'.repeat(30))).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('commitMin', () => {
  const current = { min: 100_000, max: 500_000 };

  it('accepts a value inside the span, snapped to the step', () => {
    expect(commitMin(200_000, current, SALE)).toEqual({ min: 200_000, max: 500_000 });
    expect(commitMin(200_499, current, SALE)).toEqual({ min: 200_000, max: 500_000 });
    expect(commitMin(200_500, current, SALE)).toEqual({ min: 201_000, max: 500_000 });
    expect(commitMin(1_000, current, SALE)).toEqual({ min: 1_000, max: 500_000 });
  });

  it('resets to the slider minimum at or below it', () => {
    expect(commitMin(0, current, SALE)).toEqual({ min: 0, max: 500_000 });
    expect(commitMin(400, current, SALE)).toEqual({ min: 0, max: 500_000 });
  });

  it('resets to the slider minimum at or above the current maximum', () => {
    expect(commitMin(500_000, current, SALE)).toEqual({ min: 0, max: 500_000 });
    expect(commitMin(499_600, current, SALE)).toEqual({ min: 0, max: 500_000 }); // snaps to 500 000
    expect(commitMin(499_000, current, SALE)).toEqual({ min: 499_000, max: 500_000 });
    expect(commitMin(9_000_000, current, SALE)).toEqual({ min: 0, max: 500_000 });
  });

  it('resets to the slider minimum when empty', () => {
    expect(commitMin(null, current, SALE)).toEqual({ min: 0, max: 500_000 });
    expect(commitMin(NaN, current, SALE)).toEqual({ min: 0, max: 500_000 });
  });

  it('snaps to 100 on the rent slider', () => {
    expect(commitMin(749, { min: 0, max: 2_000 }, RENT)).toEqual({ min: 700, max: 2_000 });
    expect(commitMin(750, { min: 0, max: 2_000 }, RENT)).toEqual({ min: 800, max: 2_000 });
    expect(commitMin(2_000, { min: 0, max: 2_000 }, RENT)).toEqual({ min: 0, max: 2_000 });
  });
});

describe('commitMax', () => {
  const current = { min: 100_000, max: 500_000 };

  it('accepts a value inside the span, snapped to the step', () => {
    expect(commitMax(250_000, current, SALE)).toEqual({ min: 100_000, max: 250_000 });
    expect(commitMax(250_600, current, SALE)).toEqual({ min: 100_000, max: 251_000 });
    expect(commitMax(2_999_000, current, SALE)).toEqual({ min: 100_000, max: 2_999_000 });
  });

  it('resets to the slider maximum at or above it', () => {
    expect(commitMax(3_000_000, current, SALE)).toEqual({ min: 100_000, max: 3_000_000 });
    expect(commitMax(2_999_500, current, SALE)).toEqual({ min: 100_000, max: 3_000_000 });
    expect(commitMax(5_000_000, current, SALE)).toEqual({ min: 100_000, max: 3_000_000 });
  });

  it('resets to the slider maximum at or below the current minimum', () => {
    expect(commitMax(100_000, current, SALE)).toEqual({ min: 100_000, max: 3_000_000 });
    expect(commitMax(50_000, current, SALE)).toEqual({ min: 100_000, max: 3_000_000 });
    expect(commitMax(100_400, current, SALE)).toEqual({ min: 100_000, max: 3_000_000 }); // snaps to 100 000
    expect(commitMax(101_000, current, SALE)).toEqual({ min: 100_000, max: 101_000 });
  });

  it('resets to the slider maximum when empty', () => {
    expect(commitMax(null, current, SALE)).toEqual({ min: 100_000, max: 3_000_000 });
  });

  it('works on the rent slider', () => {
    expect(commitMax(1_250, { min: 500, max: 2_000 }, RENT)).toEqual({ min: 500, max: 1_300 });
    expect(commitMax(500, { min: 500, max: 2_000 }, RENT)).toEqual({ min: 500, max: 2_000 });
  });
});

describe('sliderMaxLabel', () => {
  it('is true only at the top', () => {
    expect(sliderMaxLabel(3_000_000, SALE)).toBe(true);
    expect(sliderMaxLabel(2_999_000, SALE)).toBe(false);
    expect(sliderMaxLabel(2_000, RENT)).toBe(true);
    expect(sliderMaxLabel(1_900, RENT)).toBe(false);
  });
});

describe('priceParam', () => {
  it('is null for the full range', () => {
    expect(priceParam(SALE, { min: 0, max: 3_000_000 })).toBeNull();
    expect(priceParam(RENT, { min: 0, max: 2_000 })).toBeNull();
  });

  it('writes min-max when both are set', () => {
    expect(priceParam(SALE, { min: 100_000, max: 250_000 })).toBe('100000-250000');
    expect(priceParam(SALE, { min: 0, max: 250_000 })).toBe('0-250000');
    expect(priceParam(RENT, { min: 500, max: 1_200 })).toBe('500-1200');
  });

  it('leaves the maximum open at the top of the slider', () => {
    expect(priceParam(SALE, { min: 200_000, max: 3_000_000 })).toBe('200000-');
    expect(priceParam(RENT, { min: 800, max: 2_000 })).toBe('800-');
  });
});

describe('parsePriceParam', () => {
  it.each([
    ['100000-250000', { min: 100000, max: 250000 }],
    ['200000-', { min: 200000, max: null }],
    ['0-250000', { min: 0, max: 250000 }],
    ['250000-250000', { min: 250000, max: 250000 }],
    [' 500-1200 ', { min: 500, max: 1200 }],
  ])('%j → %j', (text, bounds) => {
    expect(parsePriceParam(text)).toEqual(bounds);
  });

  it.each([
    '',
    '-',
    '-250000',
    '-5-100',
    '250000-100000',
    'abc',
    '100000',
    '100000-abc',
    '1e5-2e5',
    '100000--',
    '100000-200000-300000',
    '10.5-20',
    '1'.repeat(16) + '-',
    null,
    undefined,
  ])('%j → null', (text) => {
    expect(parsePriceParam(text)).toBeNull();
  });

  it('round-trips priceParam', () => {
    const text = priceParam(SALE, { min: 200_000, max: 3_000_000 });
    expect(parsePriceParam(text)).toEqual({ min: 200_000, max: null });
  });
});

describe('boundsFromParam', () => {
  it('places the handles from the query value', () => {
    expect(boundsFromParam('100000-250000', SALE)).toEqual({ min: 100_000, max: 250_000 });
    expect(boundsFromParam('200000-', SALE)).toEqual({ min: 200_000, max: 3_000_000 });
  });

  it('snaps and clamps into the slider', () => {
    expect(boundsFromParam('150-1250', RENT)).toEqual({ min: 200, max: 1_300 });
    expect(boundsFromParam('500-9000', RENT)).toEqual({ min: 500, max: 2_000 });
  });

  it('falls back to the full range for bad values', () => {
    expect(boundsFromParam('garbage', SALE)).toEqual({ min: 0, max: 3_000_000 });
    expect(boundsFromParam(null, RENT)).toEqual({ min: 0, max: 2_000 });
  });
});

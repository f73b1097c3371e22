import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice, priceDisplay } from './money';

describe('formatPrice', () => {
  it.each([
    [397000, '€ 397.000'],
    [1250000, '€ 1.250.000'],
    [0, '€ 0'],
    [999, '€ 999'],
    [1000, '€ 1.000'],
    [850, '€ 850'],
    [3_000_000, '€ 3.000.000'],
    [1_000_000_000, '€ 1.000.000.000'],
  ])('%s → %s', (amount, text) => {
    expect(formatPrice(amount)).toBe(text);
  });

  it('puts a normal space after the euro sign', () => {
    expect(formatPrice(397000).charAt(1)).toBe(' ');
  });

  it('rounds to whole euros, half up', () => {
    expect(formatPrice(999.5)).toBe('€ 1.000');
    expect(formatPrice(1234.49)).toBe('€ 1.234');
    expect(formatPrice(0.4)).toBe('€ 0');
  });

  it('keeps the sign of negative amounts, but never shows -0', () => {
    expect(formatPrice(-1500)).toBe('€ -1.500');
    expect(formatPrice(-0.4)).toBe('€ 0');
  });

  it('does not switch to exponent notation for huge amounts', () => {
    expect(formatPrice(1e21)).toBe('€ 1.000.000.000.000.000.000.000');
  });

  it.each([NaN, Infinity, -Infinity])('%s → NaN text', (amount) => {
    expect(formatPrice(amount)).toBe('NaN');
  });
});

describe('formatNumber', () => {
  it('writes every number in the style of the amounts, in every language', () => {
    // A page never shows "€ 684.000" beside "3,750 m²": the amounts' style (docs/product-decisions.md#money).
    for (const locale of ['nl', 'fr', 'en', 'de', 'fr-BE', 'en-GB', 'xx']) {
      expect(formatNumber(3750, locale)).toBe('3.750');
      expect(formatNumber(1234567, locale)).toBe('1.234.567');
      expect(formatNumber(2.5, locale)).toBe('2,5');
      expect(formatPrice(684000)).toBe(`€ ${formatNumber(684000, locale)}`);
    }
  });

  it('never uses a space to group (no U+00A0 or U+202F)', () => {
    expect(formatNumber(12345678, 'fr')).toBe('12.345.678');
  });

  it('shows up to two decimals, trailing zeros dropped', () => {
    expect(formatNumber(12.5, 'nl')).toBe('12,5');
    expect(formatNumber(12.5, 'en')).toBe('12,5');
    expect(formatNumber(1234.567, 'fr')).toBe('1.234,57');
    expect(formatNumber(12.0, 'nl')).toBe('12');
    expect(formatNumber(0.999, 'nl')).toBe('1');
    expect(formatNumber(12.345, 'nl', 0)).toBe('12');
  });

  it('handles small and negative numbers', () => {
    expect(formatNumber(0, 'nl')).toBe('0');
    expect(formatNumber(999, 'en')).toBe('999');
    expect(formatNumber(-1234, 'nl')).toBe('-1.234');
    expect(formatNumber(-0.001, 'nl')).toBe('0');
  });

  it('returns an empty string for non-finite input', () => {
    expect(formatNumber(NaN, 'nl')).toBe('');
    expect(formatNumber(Infinity, 'en')).toBe('');
  });
});

describe('priceDisplay', () => {
  it('shows one lot of a project at its own price, without "starting from"', () => {
    expect(priceDisplay({ amount: 397000, publishPrice: true, priceUnit: 7, goal: 0, singleLot: true })).toEqual({
      kind: 'amount',
      text: '€ 397.000',
      startingFrom: false,
      perMonth: false,
    });
    expect(priceDisplay({ amount: 397000, publishPrice: true, priceUnit: 7, goal: 0, singleLot: false })).toMatchObject(
      { startingFrom: true },
    );
    expect(priceDisplay({ amount: null, publishPrice: true, priceUnit: 7, goal: 0, singleLot: true })).toEqual({
      kind: 'on-request',
    });
  });

  it('shows "on request" when the price is not published', () => {
    expect(priceDisplay({ amount: 397000, publishPrice: false, goal: 0 })).toEqual({ kind: 'on-request' });
  });

  it('shows "on request" when there is no amount', () => {
    expect(priceDisplay({ amount: null, publishPrice: true, goal: 0 })).toEqual({ kind: 'on-request' });
    expect(priceDisplay({ amount: undefined, publishPrice: true, goal: 1 })).toEqual({ kind: 'on-request' });
  });

  it('formats a sale price', () => {
    expect(priceDisplay({ amount: 397000, publishPrice: true, priceUnit: null, goal: 0 })).toEqual({
      kind: 'amount',
      text: '€ 397.000',
      startingFrom: false,
      perMonth: false,
    });
  });

  it('marks price unit 7 as "starting from"', () => {
    expect(priceDisplay({ amount: 250000, publishPrice: true, priceUnit: 7, goal: 0 })).toEqual({
      kind: 'amount',
      text: '€ 250.000',
      startingFrom: true,
      perMonth: false,
    });
    expect(priceDisplay({ amount: 250000, publishPrice: true, priceUnit: 1, goal: 0 })).toMatchObject({
      startingFrom: false,
    });
  });

  it('marks rent (goal 1) as per month', () => {
    expect(priceDisplay({ amount: 850, publishPrice: true, goal: 1 })).toEqual({
      kind: 'amount',
      text: '€ 850',
      startingFrom: false,
      perMonth: true,
    });
  });

  it('keeps a zero price and passes NaN text through', () => {
    expect(priceDisplay({ amount: 0, publishPrice: true, goal: 0 })).toMatchObject({ text: '€ 0' });
    expect(priceDisplay({ amount: NaN, publishPrice: true, goal: 0 })).toMatchObject({ text: 'NaN' });
  });
});

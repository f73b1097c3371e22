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
  ])('writes %s in Dutch as %s, as ever', (amount, text) => {
    expect(formatPrice(amount, 'nl')).toBe(text);
  });

  it('puts a normal space after the euro sign in Dutch', () => {
    expect(formatPrice(397000, 'nl').charAt(1)).toBe(' ');
  });

  it('writes each language by its own conventions (CLDR fr-BE, en-GB, de-BE)', () => {
    expect(formatPrice(385000, 'fr')).toBe('385\u202f000\u00a0€');
    expect(formatPrice(385000, 'en')).toBe('€385,000');
    expect(formatPrice(385000, 'de')).toBe('385.000\u00a0€');
    expect(formatPrice(385000, 'nl')).toBe('€ 385.000');
    expect(formatPrice(1_250_000, 'fr')).toBe('1\u202f250\u202f000\u00a0€');
    expect(formatPrice(1_250_000, 'en')).toBe('€1,250,000');
    expect(formatPrice(850, 'fr')).toBe('850\u00a0€');
    expect(formatPrice(850, 'en')).toBe('€850');
    expect(formatPrice(850, 'de')).toBe('850\u00a0€');
  });

  it('reads a full tag by its language', () => {
    expect(formatPrice(385000, 'fr-BE')).toBe('385\u202f000\u00a0€');
    expect(formatPrice(385000, 'en-GB')).toBe('€385,000');
  });

  it('rounds to whole euros, half up', () => {
    expect(formatPrice(999.5, 'nl')).toBe('€ 1.000');
    expect(formatPrice(1234.49, 'nl')).toBe('€ 1.234');
    expect(formatPrice(0.4, 'nl')).toBe('€ 0');
    expect(formatPrice(999.5, 'fr')).toBe('1\u202f000\u00a0€');
    expect(formatPrice(1234.49, 'en')).toBe('€1,234');
    expect(formatPrice(2.5, 'de')).toBe('3\u00a0€');
  });

  it('keeps the sign of negative amounts, but never shows -0', () => {
    expect(formatPrice(-1500, 'nl')).toBe('€ -1.500');
    expect(formatPrice(-0.4, 'nl')).toBe('€ 0');
    expect(formatPrice(-1500, 'fr')).toBe('-1\u202f500\u00a0€');
    expect(formatPrice(-1500, 'en')).toBe('-€1,500');
    expect(formatPrice(-0.4, 'en')).toBe('€0');
    expect(formatPrice(-0.4, 'de')).toBe('0\u00a0€');
  });

  it('does not switch to exponent notation for huge amounts', () => {
    expect(formatPrice(1e21, 'nl')).toBe('€ 1.000.000.000.000.000.000.000');
    expect(formatPrice(1e21, 'en')).toBe('€1,000,000,000,000,000,000,000');
  });

  it.each([NaN, Infinity, -Infinity])('%s → NaN text', (amount) => {
    expect(formatPrice(amount, 'nl')).toBe('NaN');
    expect(formatPrice(amount, 'fr')).toBe('NaN');
  });
});

describe('formatNumber', () => {
  it('writes numbers in the style of the same language’s amounts', () => {
    expect(formatNumber(3750, 'nl')).toBe('3.750');
    expect(formatNumber(3750, 'fr')).toBe('3\u202f750');
    expect(formatNumber(3750, 'en')).toBe('3,750');
    expect(formatNumber(3750, 'de')).toBe('3.750');
    expect(formatNumber(1234567, 'nl')).toBe('1.234.567');
    expect(formatNumber(1234567, 'fr')).toBe('1\u202f234\u202f567');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(2.5, 'nl')).toBe('2,5');
    expect(formatNumber(2.5, 'fr')).toBe('2,5');
    expect(formatNumber(2.5, 'en')).toBe('2.5');
    expect(formatNumber(2.5, 'de')).toBe('2,5');
    expect(formatNumber(3750, 'xx')).toBe('3.750');
  });

  it('groups the thousands the way the same language’s prices do', () => {
    for (const locale of ['nl', 'fr', 'en', 'de']) {
      expect(formatPrice(684000, locale)).toContain(formatNumber(684000, locale));
    }
  });

  it('shows up to two decimals, trailing zeros dropped', () => {
    expect(formatNumber(12.5, 'nl')).toBe('12,5');
    expect(formatNumber(12.5, 'en')).toBe('12.5');
    expect(formatNumber(1234.567, 'nl')).toBe('1.234,57');
    expect(formatNumber(1234.567, 'fr')).toBe('1\u202f234,57');
    expect(formatNumber(1234.567, 'en')).toBe('1,234.57');
    expect(formatNumber(12.0, 'nl')).toBe('12');
    expect(formatNumber(12.0, 'en')).toBe('12');
    expect(formatNumber(0.999, 'nl')).toBe('1');
    expect(formatNumber(12.345, 'nl', 0)).toBe('12');
    expect(formatNumber(12.345, 'de', 0)).toBe('12');
  });

  it('handles small and negative numbers, never -0', () => {
    expect(formatNumber(0, 'nl')).toBe('0');
    expect(formatNumber(999, 'en')).toBe('999');
    expect(formatNumber(-1234, 'nl')).toBe('-1.234');
    expect(formatNumber(-1234, 'en')).toBe('-1,234');
    expect(formatNumber(-0.001, 'nl')).toBe('0');
    expect(formatNumber(-0.001, 'fr')).toBe('0');
  });

  it('returns an empty string for non-finite input', () => {
    expect(formatNumber(NaN, 'nl')).toBe('');
    expect(formatNumber(Infinity, 'en')).toBe('');
  });
});

describe('the written conventions are CLDR’s, as Intl writes them (the oracle, here in Node)', () => {
  const amounts = [
    0,
    1,
    9,
    85,
    850,
    999,
    1000,
    1001,
    9999,
    10_000,
    12_345,
    99_999,
    385_000,
    1_250_000,
    1e9 + 7,
    4.5e15,
  ];
  const tags = { fr: 'fr-BE', en: 'en-GB', de: 'de-BE' } as const;
  it.each(Object.entries(tags))('%s: every amount, sign and size as Intl.NumberFormat(%s)', (language, tag) => {
    const euro = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    const plain = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
    for (const amount of [...amounts, ...amounts.map((a) => -a - 1)]) {
      expect(formatPrice(amount, language)).toBe(euro.format(amount));
      // Numbers (surfaces, counts, rates) where a double still holds two decimals.
      if (Math.abs(amount) > 1e12) continue;
      for (const n of [amount, amount + 0.5, amount + 0.25, amount + 0.05])
        expect(formatNumber(n, language)).toBe(plain.format(Math.round(n * 100) / 100));
    }
  });
});

describe('priceDisplay', () => {
  it('shows one lot of a project at its own price, without "starting from"', () => {
    expect(priceDisplay({ amount: 397000, publishPrice: true, priceUnit: 7, goal: 0, singleLot: true }, 'nl')).toEqual({
      kind: 'amount',
      text: '€ 397.000',
      startingFrom: false,
      perMonth: false,
    });
    expect(
      priceDisplay({ amount: 397000, publishPrice: true, priceUnit: 7, goal: 0, singleLot: false }, 'nl'),
    ).toMatchObject({ startingFrom: true });
    expect(priceDisplay({ amount: null, publishPrice: true, priceUnit: 7, goal: 0, singleLot: true }, 'nl')).toEqual({
      kind: 'on-request',
    });
  });

  it('shows "on request" when the price is not published', () => {
    expect(priceDisplay({ amount: 397000, publishPrice: false, goal: 0 }, 'nl')).toEqual({ kind: 'on-request' });
  });

  it('shows "on request" when there is no amount', () => {
    expect(priceDisplay({ amount: null, publishPrice: true, goal: 0 }, 'nl')).toEqual({ kind: 'on-request' });
    expect(priceDisplay({ amount: undefined, publishPrice: true, goal: 1 }, 'nl')).toEqual({ kind: 'on-request' });
  });

  it('formats a sale price', () => {
    expect(priceDisplay({ amount: 397000, publishPrice: true, priceUnit: null, goal: 0 }, 'nl')).toEqual({
      kind: 'amount',
      text: '€ 397.000',
      startingFrom: false,
      perMonth: false,
    });
  });

  it('marks price unit 7 as "starting from"', () => {
    expect(priceDisplay({ amount: 250000, publishPrice: true, priceUnit: 7, goal: 0 }, 'nl')).toEqual({
      kind: 'amount',
      text: '€ 250.000',
      startingFrom: true,
      perMonth: false,
    });
    expect(priceDisplay({ amount: 250000, publishPrice: true, priceUnit: 1, goal: 0 }, 'nl')).toMatchObject({
      startingFrom: false,
    });
  });

  it('marks rent (goal 1) as per month', () => {
    expect(priceDisplay({ amount: 850, publishPrice: true, goal: 1 }, 'nl')).toEqual({
      kind: 'amount',
      text: '€ 850',
      startingFrom: false,
      perMonth: true,
    });
  });

  it('keeps a zero price and passes NaN text through', () => {
    expect(priceDisplay({ amount: 0, publishPrice: true, goal: 0 }, 'nl')).toMatchObject({ text: '€ 0' });
    expect(priceDisplay({ amount: NaN, publishPrice: true, goal: 0 }, 'nl')).toMatchObject({ text: 'NaN' });
  });
});

describe('priceDisplay in other languages', () => {
  it('writes the amount and the charges in the page’s language', () => {
    expect(priceDisplay({ amount: 850, publishPrice: true, goal: 1, charges: 75 }, 'fr')).toEqual({
      kind: 'amount',
      text: '850\u00a0€',
      startingFrom: false,
      perMonth: true,
      charges: '75\u00a0€',
    });
    expect(priceDisplay({ amount: 385000, publishPrice: true, goal: 0 }, 'en')).toMatchObject({ text: '€385,000' });
    expect(priceDisplay({ amount: 385000, publishPrice: true, goal: 0 }, 'de')).toMatchObject({
      text: '385.000\u00a0€',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { amountDueOnSigning, toCents } from './rental-costs';

describe('amountDueOnSigning', () => {
  it('adds first month, charges, inventory share and the guarantee the software gives', () => {
    expect(
      amountDueOnSigning({ monthlyRent: 850, monthlyCharges: 50, inventoryCostShare: 150, deposit: 1700 }),
    ).toEqual({ firstMonth: 850, charges: 50, inventory: 150, deposit: 1700, total: 2750 });
  });

  it('takes the guarantee as given, never three months of rent (SweepBright price_guarantee 2.500 on 1.250)', () => {
    expect(amountDueOnSigning({ monthlyRent: 1250, monthlyCharges: 150, deposit: 2500 })).toEqual({
      firstMonth: 1250,
      charges: 150,
      inventory: null,
      deposit: 2500,
      total: 3900,
    });
  });

  it('invents no figure: no guarantee or no charges given, no total', () => {
    expect(amountDueOnSigning({ monthlyRent: 1000 })).toEqual({
      firstMonth: 1000,
      charges: null,
      inventory: null,
      deposit: null,
      total: null,
    });
    expect(amountDueOnSigning({ monthlyRent: 1000, monthlyCharges: 100 }).total).toBeNull();
    expect(amountDueOnSigning({ monthlyRent: 1000, deposit: 2000 }).total).toBeNull();
    // Charges of 0 are a figure the software gave: the sum is known.
    expect(amountDueOnSigning({ monthlyRent: 1000, monthlyCharges: 0, deposit: 2000 }).total).toBe(3000);
  });

  it('works in cents without floating-point drift', () => {
    expect(
      amountDueOnSigning({ monthlyRent: 0.1, monthlyCharges: 0.2, inventoryCostShare: 0.3, deposit: 0.3 }),
    ).toEqual({ firstMonth: 0.1, charges: 0.2, inventory: 0.3, deposit: 0.3, total: 0.9 });
    expect(amountDueOnSigning({ monthlyRent: 725.55, monthlyCharges: 35.1, deposit: 2176.65 }).total).toBe(2937.3);
  });

  it('rounds inputs to cents', () => {
    expect(amountDueOnSigning({ monthlyRent: 100.005 }).firstMonth).toBe(100.01);
  });

  it('allows zero amounts', () => {
    expect(amountDueOnSigning({ monthlyRent: 0, monthlyCharges: 0, inventoryCostShare: 0, deposit: 0 }).total).toBe(0);
  });

  it.each([
    { monthlyRent: -1 },
    { monthlyRent: NaN },
    { monthlyRent: Infinity },
    { monthlyRent: 800, monthlyCharges: -10 },
    { monthlyRent: 800, monthlyCharges: NaN },
    { monthlyRent: 800, inventoryCostShare: -0.01 },
    { monthlyRent: 800, inventoryCostShare: Infinity },
    { monthlyRent: 800, deposit: -1 },
  ])('throws a RangeError for %j', (input) => {
    expect(() => amountDueOnSigning(input)).toThrow(RangeError);
  });

  it('throws a RangeError when the rent is missing', () => {
    expect(() => amountDueOnSigning({ monthlyRent: undefined as unknown as number })).toThrow(RangeError);
  });
});

describe('toCents', () => {
  it.each([
    [100.005, 10001],
    [1.005, 101],
    [0.1, 10],
    [725.55, 72555],
    [0, 0],
    [-1.005, -101],
    [1e-7, 0],
    [1e21, 1e23],
  ])('%s → %s', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });
});

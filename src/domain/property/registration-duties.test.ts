import { describe, expect, it } from 'vitest';
import { monthlyPayment, registrationDuties } from './registration-duties';

describe('registrationDuties', () => {
  it('Flanders: 2 % for the sole own home, 12 % otherwise', () => {
    expect(registrationDuties({ price: 397_000, region: 'flanders', soleOwnHome: true })).toEqual({
      ratePct: 2,
      exemption: 0,
      taxableAmount: 397_000,
      amount: 7_940,
    });
    expect(registrationDuties({ price: 397_000, region: 'flanders', soleOwnHome: false })).toEqual({
      ratePct: 12,
      exemption: 0,
      taxableAmount: 397_000,
      amount: 47_640,
    });
  });

  it('Wallonia: 3 % for the sole own home, 12.5 % otherwise', () => {
    expect(registrationDuties({ price: 250_000, region: 'wallonia', soleOwnHome: true }).amount).toBe(7_500);
    expect(registrationDuties({ price: 250_000, region: 'wallonia', soleOwnHome: false })).toEqual({
      ratePct: 12.5,
      exemption: 0,
      taxableAmount: 250_000,
      amount: 31_250,
    });
  });

  it('Brussels: 12.5 % with the first 200,000 exempt for a sole own home up to 600,000', () => {
    expect(registrationDuties({ price: 450_000, region: 'brussels', soleOwnHome: true })).toEqual({
      ratePct: 12.5,
      exemption: 200_000,
      taxableAmount: 250_000,
      amount: 31_250,
    });
    expect(registrationDuties({ price: 600_000, region: 'brussels', soleOwnHome: true })).toEqual({
      ratePct: 12.5,
      exemption: 200_000,
      taxableAmount: 400_000,
      amount: 50_000,
    });
  });

  it('Brussels: no exemption above 600,000 or for a second home', () => {
    expect(registrationDuties({ price: 600_001, region: 'brussels', soleOwnHome: true })).toEqual({
      ratePct: 12.5,
      exemption: 0,
      taxableAmount: 600_001,
      amount: 75_000.13,
    });
    expect(registrationDuties({ price: 450_000, region: 'brussels', soleOwnHome: false }).amount).toBe(56_250);
  });

  it('Brussels: a price below 200,000 for a sole own home pays nothing', () => {
    expect(registrationDuties({ price: 150_000, region: 'brussels', soleOwnHome: true })).toEqual({
      ratePct: 12.5,
      exemption: 150_000,
      taxableAmount: 0,
      amount: 0,
    });
  });

  it('rounds to cents and accepts a zero price', () => {
    expect(registrationDuties({ price: 123_456.78, region: 'flanders', soleOwnHome: true }).amount).toBe(2_469.14);
    expect(registrationDuties({ price: 0, region: 'wallonia', soleOwnHome: false }).amount).toBe(0);
  });

  it.each([-1, NaN, Infinity])('throws a RangeError for price %s', (price) => {
    expect(() => registrationDuties({ price, region: 'flanders', soleOwnHome: true })).toThrow(RangeError);
  });
});

describe('monthlyPayment', () => {
  it('uses the equivalent monthly rate of the annual rate', () => {
    expect(monthlyPayment({ principal: 200_000, annualRatePct: 3, years: 20 })).toBe(1_105.15);
    expect(monthlyPayment({ principal: 300_000, annualRatePct: 3.5, years: 25 })).toBe(1_493.05);
    expect(monthlyPayment({ principal: 1_000, annualRatePct: 12, years: 1 })).toBe(88.56);
  });

  it('pays back exactly the principal at the annual rate (present value check)', () => {
    const payment = monthlyPayment({ principal: 250_000, annualRatePct: 4, years: 30 });
    const presentValue = Array.from({ length: 360 }, (_, i) => payment / 1.04 ** ((i + 1) / 12)).reduce(
      (sum, v) => sum + v,
      0,
    );
    expect(payment).toBe(1_183.25);
    expect(Math.abs(presentValue - 250_000)).toBeLessThan(5);
  });

  it('divides evenly at a zero rate', () => {
    expect(monthlyPayment({ principal: 100_000, annualRatePct: 0, years: 10 })).toBe(833.33);
    expect(monthlyPayment({ principal: 1_200, annualRatePct: 0, years: 1 })).toBe(100);
  });

  it('accepts a zero principal and partial years (rounded to whole months)', () => {
    expect(monthlyPayment({ principal: 0, annualRatePct: 3, years: 20 })).toBe(0);
    expect(monthlyPayment({ principal: 1_800, annualRatePct: 0, years: 1.5 })).toBe(100);
  });

  it.each([
    { principal: -1, annualRatePct: 3, years: 20 },
    { principal: NaN, annualRatePct: 3, years: 20 },
    { principal: 1000, annualRatePct: -1, years: 20 },
    { principal: 1000, annualRatePct: Infinity, years: 20 },
    { principal: 1000, annualRatePct: 3, years: 0 },
    { principal: 1000, annualRatePct: 3, years: 0.01 },
    { principal: 1000, annualRatePct: 3, years: -5 },
    { principal: 1000, annualRatePct: 3, years: NaN },
  ])('throws a RangeError for %j', (input) => {
    expect(() => monthlyPayment(input)).toThrow(RangeError);
  });
});

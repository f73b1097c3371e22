import type { Region } from '../place/regions';
import { toCents } from './rental-costs';

/*
 * Registration duties on the purchase of existing homes, rates in force in 2025-2026:
 * - Flanders (since 1-1-2025): 2 % for the sole own home ("enige eigen woning"), otherwise 12 %.
 * - Wallonia (since 1-1-2025): 3 % for the sole own home ("habitation propre et unique"),
 *   otherwise 12.5 %.
 * - Brussels (since 1-4-2023): 12.5 %; for the sole own home the first € 200,000 is exempt
 *   ("abattement") when the price is at most € 600,000.
 * Simplified on purpose: no energy-renovation reductions, no modest-home rates, no new-build VAT.
 * It is an estimate shown next to the price, not advice.
 */
const REGISTRATION_RATES = {
  flanders: { soleOwnHomePct: 2, standardPct: 12 },
  wallonia: { soleOwnHomePct: 3, standardPct: 12.5 },
  brussels: { soleOwnHomePct: 12.5, standardPct: 12.5 },
} as const satisfies Record<Region, { soleOwnHomePct: number; standardPct: number }>;

const BRUSSELS_ABATEMENT = { exemptAmount: 200_000, maxPrice: 600_000 } as const;

export interface RegistrationDutiesInput {
  price: number;
  region: Region;
  soleOwnHome: boolean;
}

export interface RegistrationDuties {
  ratePct: number;
  /** Part of the price free of duties (Brussels abatement), else 0. */
  exemption: number;
  taxableAmount: number;
  /** Duties in euro, rounded to cents. */
  amount: number;
}

function assertAmount(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a finite, non-negative number (got ${value})`);
  }
}

export function registrationDuties({ price, region, soleOwnHome }: RegistrationDutiesInput): RegistrationDuties {
  assertAmount('price', price);
  const rates = REGISTRATION_RATES[region];
  const ratePct = soleOwnHome ? rates.soleOwnHomePct : rates.standardPct;
  const abatement = region === 'brussels' && soleOwnHome && price <= BRUSSELS_ABATEMENT.maxPrice;
  const exemption = abatement ? Math.min(price, BRUSSELS_ABATEMENT.exemptAmount) : 0;
  const taxableAmount = price - exemption;
  return { ratePct, exemption, taxableAmount, amount: toCents((taxableAmount * ratePct) / 100) / 100 };
}

export interface MonthlyPaymentInput {
  principal: number;
  annualRatePct: number;
  years: number;
}

/**
 * Monthly instalment of an annuity mortgage, rounded to cents. Belgian mortgage law quotes an
 * annual rate and charges its equivalent monthly rate, (1 + annual)^(1/12) - 1, not annual / 12.
 */
export function monthlyPayment({ principal, annualRatePct, years }: MonthlyPaymentInput): number {
  assertAmount('principal', principal);
  assertAmount('annualRatePct', annualRatePct);
  const months = Math.round(years * 12);
  if (!Number.isFinite(years) || months < 1) {
    throw new RangeError(`years must give at least one month (got ${years})`);
  }
  const rate = (1 + annualRatePct / 100) ** (1 / 12) - 1;
  const payment = rate === 0 ? principal / months : (principal * rate) / (1 - (1 + rate) ** -months);
  return toCents(payment) / 100;
}

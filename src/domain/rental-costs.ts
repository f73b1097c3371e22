/** Rental deposit: three months' rent (specification section 9). */
const DEPOSIT_MONTHS = 3;

export interface SigningCostsInput {
  monthlyRent: number;
  monthlyCharges?: number | null;
  inventoryCostShare?: number | null;
}

export interface SigningCosts {
  firstMonth: number;
  charges: number;
  inventory: number;
  deposit: number;
  total: number;
}

/**
 * Whole cents, half away from zero. Shifting the decimal text rather than multiplying keeps
 * 100.005 at 10001 (100.005 * 100 is 10000.4999…). Amounts are then summed in cents.
 */
export function toCents(amount: number): number {
  const abs = Math.abs(amount);
  const text = String(abs);
  const cents = text.includes('e') ? Math.round(abs * 100) : Math.round(Number(`${text}e2`));
  return amount < 0 && cents !== 0 ? -cents : cents;
}

function amount(name: string, value: number | null | undefined, required: boolean): number {
  if (value === null || value === undefined) {
    if (required) throw new RangeError(`${name} is required`);
    return 0;
  }
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a finite, non-negative amount (got ${value})`);
  }
  return toCents(value);
}

/**
 * Amount due when the lease is signed: first month's rent + charges + the tenant's share of
 * the inventory cost + a deposit of three months' rent. Missing charges or inventory count as 0.
 */
export function amountDueOnSigning(input: SigningCostsInput): SigningCosts {
  const rent = amount('monthlyRent', input.monthlyRent, true);
  const charges = amount('monthlyCharges', input.monthlyCharges, false);
  const inventory = amount('inventoryCostShare', input.inventoryCostShare, false);
  const deposit = rent * DEPOSIT_MONTHS;
  return {
    firstMonth: rent / 100,
    charges: charges / 100,
    inventory: inventory / 100,
    deposit: deposit / 100,
    total: (rent + charges + inventory + deposit) / 100,
  };
}

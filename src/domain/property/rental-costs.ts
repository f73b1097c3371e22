export interface SigningCostsInput {
  monthlyRent: number;
  /** The tenant's monthly charges as the agency's software gives them; null: not given. */
  monthlyCharges?: number | null;
  inventoryCostShare?: number | null;
  /** The rental guarantee as the software gives it; null: not given. */
  deposit?: number | null;
}

export interface SigningCosts {
  firstMonth: number;
  /** Null where the software gave no figure: nothing is invented (decision 028). */
  charges: number | null;
  inventory: number | null;
  deposit: number | null;
  /** The sum, only when the guarantee and the charges are known: a sum without them would mislead. */
  total: number | null;
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

function amount(name: string, value: number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a finite, non-negative amount (got ${value})`);
  }
  return toCents(value);
}

/**
 * Amount due when the lease is signed: the first month's rent, its charges, the tenant's share of
 * the inventory cost and the rental guarantee, each as the agency's software gives it. The
 * specification's "three months' deposit" is the most a guarantee may be, not a figure of this
 * lease: a guarantee the software does not give is not shown, and neither is a total without it
 * (docs/decisions/028-the-softwares-legal-facts.md).
 */
export function amountDueOnSigning(input: SigningCostsInput): SigningCosts {
  const rent = amount('monthlyRent', input.monthlyRent);
  if (rent === null) throw new RangeError('monthlyRent is required');
  const charges = amount('monthlyCharges', input.monthlyCharges);
  const inventory = amount('inventoryCostShare', input.inventoryCostShare);
  const deposit = amount('deposit', input.deposit);
  const euros = (cents: number | null) => (cents === null ? null : cents / 100);
  return {
    firstMonth: rent / 100,
    charges: euros(charges),
    inventory: euros(inventory),
    deposit: euros(deposit),
    total: deposit === null || charges === null ? null : (rent + charges + (inventory ?? 0) + deposit) / 100,
  };
}

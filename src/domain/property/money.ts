export type Goal = 0 | 1;

/** Price unit 7 means "starting from" (specification section 9). */
export const PRICE_UNIT_STARTING_FROM = 7;

export const GOAL = { SALE: 0, RENT: 1 } as const;

// One number style per page, the one of the amounts: docs/product-decisions.md#money writes money in the
// Dutch-Belgian style in every language (`€ 397.000`), so surfaces, counts and rates follow it
// (`3.750 m²`, `2,5 %`) rather than the language's own (`3,750` beside `€ 684.000` in English).
// Grouped by hand rather than through Intl: ICU versions disagree on spaces (U+00A0, U+202F).
const GROUP = '.';
const DECIMAL = ',';

/** Digits of a non-negative integer, grouped by three. Safe beyond 1e21 (no exponent form). */
function groupInteger(value: number, group: string): string {
  const digits = value >= 1e21 ? BigInt(value).toString() : value.toFixed(0);
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

/** Euro amount in Dutch-Belgian style in every language: `€ 1.250.000`. Non-finite → `NaN`. */
export function formatPrice(amount: number): string {
  if (!Number.isFinite(amount)) return 'NaN';
  const rounded = Math.round(Math.abs(amount));
  const sign = amount < 0 && rounded !== 0 ? '-' : '';
  return `€ ${sign}${groupInteger(rounded, GROUP)}`;
}

/**
 * Plain number (surfaces, counts, rates) in the style of the site's amounts (Dutch-Belgian, in
 * every language: see above), at most `maxDecimals` decimals, trailing zeros dropped. Non-finite
 * → empty string (nothing to show, unlike money). `locale` is the page's language; it does not
 * change the style, so that a page never mixes two.
 */
export function formatNumber(n: number, _locale: string, maxDecimals = 2): string {
  if (!Number.isFinite(n)) return '';
  const group = GROUP;
  const decimal = DECIMAL;
  const factor = 10 ** maxDecimals;
  const scaled = Math.round(Math.abs(n) * factor);
  const intPart = Math.floor(scaled / factor);
  const fraction =
    maxDecimals > 0
      ? String(scaled % factor)
          .padStart(maxDecimals, '0')
          .replace(/0+$/, '')
      : '';
  const sign = n < 0 && scaled !== 0 ? '-' : '';
  return `${sign}${groupInteger(intPart, group)}${fraction ? decimal + fraction : ''}`;
}

export interface PriceInput {
  amount: number | null | undefined;
  publishPrice: boolean;
  priceUnit?: number | null;
  goal: Goal | number;
  /**
   * One lot of a new-build project: its price is its own, never a "starting from" (the feed
   * marks every unit of a project with price unit 7, meant for the project's range).
   */
  singleLot?: boolean;
  /** A rental's monthly common charges as the software gives them (null: not given). */
  charges?: number | null;
}

export type PriceDisplay =
  | { kind: 'on-request' }
  | {
      kind: 'amount';
      text: string;
      startingFrom: boolean;
      perMonth: boolean;
      /** A rental's common charges, formatted ('' for none): the law wants them beside the rent in every ad. */
      charges?: string;
    };

/**
 * What to show for a price, without any wording: the UI adds "price on request",
 * "starting from" and "/ month" in the page's language.
 * A missing amount is shown as "on request" rather than `€ NaN`.
 */
export function priceDisplay(input: PriceInput): PriceDisplay {
  if (!input.publishPrice || input.amount === null || input.amount === undefined) {
    return { kind: 'on-request' };
  }
  return {
    kind: 'amount',
    text: formatPrice(input.amount),
    startingFrom: input.priceUnit === PRICE_UNIT_STARTING_FROM && !input.singleLot,
    perMonth: input.goal === GOAL.RENT,
    ...(input.goal === GOAL.RENT && typeof input.charges === 'number' && Number.isFinite(input.charges)
      ? { charges: input.charges > 0 ? formatPrice(input.charges) : '' }
      : {}),
  };
}

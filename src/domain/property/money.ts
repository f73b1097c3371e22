import { numberLocale } from '../format/number-locale';

export type Goal = 0 | 1;

/** Price unit 7 means "starting from" (specification section 9). */
export const PRICE_UNIT_STARTING_FROM = 7;

export const GOAL = { SALE: 0, RENT: 1 } as const;

// Each language writes money and numbers by its own conventions (docs/product-decisions.md#money):
// Dutch as the product always has (`€ 397.000`, a plain space after the sign), French, English
// and German as CLDR writes them for the locale of src/domain/format/number-locale (`397 000 €`,
// `€397,000`, `397.000 €`), the same as `Intl.NumberFormat` in this Node (money.test.ts holds them
// equal). Written out, not asked of Intl: the first `Intl.NumberFormat` of a language costs a phone
// 70 ms of blocked page while its data loads (issue 45), and a browser's ICU may differ from the
// server's, which would change the text as the page comes alive. Surfaces, counts and rates follow
// the same language, so a page never mixes two styles.
type Style = {
  /** Between groups of three digits. */
  group: string;
  /** Before the decimals. */
  decimal: string;
  /** The amount with its euro sign, from its sign (`-` or nothing) and grouped digits. */
  euro: (sign: string, digits: string) => string;
};
const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';
const STYLES: Record<string, Style> = {
  'nl-BE': { group: '.', decimal: ',', euro: (sign, digits) => `€ ${sign}${digits}` },
  'fr-BE': { group: NARROW_NBSP, decimal: ',', euro: (sign, digits) => `${sign}${digits}${NBSP}€` },
  'en-GB': { group: ',', decimal: '.', euro: (sign, digits) => `${sign}€${digits}` },
  'de-BE': { group: '.', decimal: ',', euro: (sign, digits) => `${sign}${digits}${NBSP}€` },
};
const styleOf = (locale: string): Style => STYLES[numberLocale(locale)] ?? STYLES['nl-BE']!;

/** Digits of a non-negative integer, grouped by three. Safe beyond 1e21 (no exponent form). */
function groupInteger(value: number, group: string): string {
  const digits = value >= 1e21 ? BigInt(value).toString() : value.toFixed(0);
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

/**
 * A euro amount in whole euros (half up) in the style of `locale`, any site language: `€ 385.000`
 * (nl), `385 000 €` (fr: U+202F between thousands, U+00A0 before the sign), `€385,000` (en),
 * `385.000 €` (de: U+00A0 before the sign). Never `-0`. Non-finite → `NaN`.
 */
export function formatPrice(amount: number, locale: string): string {
  if (!Number.isFinite(amount)) return 'NaN';
  const rounded = Math.round(Math.abs(amount));
  const negative = amount < 0 && rounded !== 0;
  const style = styleOf(locale);
  return style.euro(negative ? '-' : '', groupInteger(rounded, style.group));
}

/**
 * A plain number (surfaces, counts, rates) in the style of `locale`'s amounts, at most
 * `maxDecimals` decimals, trailing zeros dropped: `3.750,5` (nl, de), `3 750,5` (fr, U+202F),
 * `3,750.5` (en). Never `-0`. Non-finite → empty string (nothing to show, unlike money).
 */
export function formatNumber(n: number, locale: string, maxDecimals = 2): string {
  if (!Number.isFinite(n)) return '';
  const factor = 10 ** maxDecimals;
  const scaled = Math.round(Math.abs(n) * factor);
  const negative = n < 0 && scaled !== 0;
  const style = styleOf(locale);
  const intPart = Math.floor(scaled / factor);
  const fraction =
    maxDecimals > 0
      ? String(scaled % factor)
          .padStart(maxDecimals, '0')
          .replace(/0+$/, '')
      : '';
  return `${negative ? '-' : ''}${groupInteger(intPart, style.group)}${fraction ? style.decimal + fraction : ''}`;
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
 * What to show for a price, without any wording, its amounts in the style of `locale` (the
 * page's language): the UI adds "price on request", "starting from" and "/ month" in it.
 * A missing amount is shown as "on request" rather than `€ NaN`.
 */
export function priceDisplay(input: PriceInput, locale: string): PriceDisplay {
  if (!input.publishPrice || input.amount === null || input.amount === undefined) {
    return { kind: 'on-request' };
  }
  return {
    kind: 'amount',
    text: formatPrice(input.amount, locale),
    startingFrom: input.priceUnit === PRICE_UNIT_STARTING_FROM && !input.singleLot,
    perMonth: input.goal === GOAL.RENT,
    ...(input.goal === GOAL.RENT && typeof input.charges === 'number' && Number.isFinite(input.charges)
      ? { charges: input.charges > 0 ? formatPrice(input.charges, locale) : '' }
      : {}),
  };
}

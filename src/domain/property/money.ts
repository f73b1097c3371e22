import { numberLocale } from '../format/number-locale';

export type Goal = 0 | 1;

/** Price unit 7 means "starting from" (specification section 9). */
export const PRICE_UNIT_STARTING_FROM = 7;

export const GOAL = { SALE: 0, RENT: 1 } as const;

// Each language writes money and numbers by its own conventions (docs/product-decisions.md#money):
// Dutch as the product always has (`€ 397.000`, a plain space after the sign), French, English
// and German by CLDR through Intl (`397 000 €`, `€397,000`, `397.000 €`; src/domain/format/number-locale).
// Surfaces, counts and rates follow the same language, so a page never mixes two styles.
const NL_GROUP = '.';
const NL_DECIMAL = ',';

/** Digits of a non-negative integer, grouped by three. Safe beyond 1e21 (no exponent form). */
function groupInteger(value: number, group: string): string {
  const digits = value >= 1e21 ? BigInt(value).toString() : value.toFixed(0);
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

const isDutch = (locale: string) => numberLocale(locale) === 'nl-BE';
const formatters = new Map<string, Intl.NumberFormat>();
function intl(locale: string, options: Intl.NumberFormatOptions & { key: string }): Intl.NumberFormat {
  const { key, ...rest } = options;
  const id = `${numberLocale(locale)}|${key}`;
  let f = formatters.get(id);
  if (!f) {
    f = new Intl.NumberFormat(numberLocale(locale), rest);
    formatters.set(id, f);
  }
  return f;
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
  if (isDutch(locale)) return `€ ${negative ? '-' : ''}${groupInteger(rounded, NL_GROUP)}`;
  const euro = intl(locale, {
    key: 'eur',
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return euro.format(negative ? -rounded : rounded);
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
  if (!isDutch(locale)) {
    const plain = intl(locale, { key: `n${maxDecimals}`, maximumFractionDigits: maxDecimals });
    return plain.format((negative ? -scaled : scaled) / factor);
  }
  const intPart = Math.floor(scaled / factor);
  const fraction =
    maxDecimals > 0
      ? String(scaled % factor)
          .padStart(maxDecimals, '0')
          .replace(/0+$/, '')
      : '';
  return `${negative ? '-' : ''}${groupInteger(intPart, NL_GROUP)}${fraction ? NL_DECIMAL + fraction : ''}`;
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

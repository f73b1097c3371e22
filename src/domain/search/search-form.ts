import { parseDigits, priceSliderFor } from './price-slider';
import {
  buildSearchParams,
  parseSearchPrice,
  parseSearchQuery,
  ROOM_KEYS,
  type SearchParamsInput,
  type SearchQuery,
} from './search-query';

/**
 * The filter forms post plain GET fields so they work without JavaScript. A form cannot write
 * `price=min-max` by itself, so it sends `price-min` and `price-max` (typed euros, any
 * separators), and leaves untouched fields empty (`bedrooms=`). The list page reads these and
 * then redirects to the canonical address of the specification, so every list has one URL.
 */
export const PRICE_MIN_FIELD = 'price-min';
export const PRICE_MAX_FIELD = 'price-max';

const FORM_KEYS = ['search', 'city', 'type', ...ROOM_KEYS, 'price', 'sort', 'page', 'view'] as const;
/** The home search box's buy/rent choice: a plain form sends it to the sale list's address. */
const GOAL_FIELD = 'goal';

function values(params: SearchParamsInput, key: string): string[] {
  if (typeof (params as URLSearchParams).getAll === 'function') return (params as URLSearchParams).getAll(key);
  const value = (params as Record<string, string | string[] | undefined>)[key];
  if (value === undefined || !Object.prototype.hasOwnProperty.call(params, key)) return [];
  return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
}

/** `price` from the two typed form fields: an empty or zero minimum and an empty maximum mean no filter. */
export function priceFromFields(
  minText: string | null | undefined,
  maxText: string | null | undefined,
  goal: 0 | 1,
): string | null {
  const range = priceSliderFor(goal);
  let min = parseDigits(minText) ?? range.min;
  // The home box shows its top as "€ 3.000.000+": no upper bound.
  let max = maxText?.trim().endsWith('+') ? null : parseDigits(maxText);
  if (max !== null && max < min) [min, max] = [max, min]; // a visitor who swapped them meant the span
  const price = parseSearchPrice(`${min}-${max ?? ''}`, goal);
  return price ? `${price.min}-${price.max ?? ''}` : null;
}

/** The query of a list page, also reading the form-only price fields when `price` is absent. */
export function parseListQuery(params: SearchParamsInput, goal: 0 | 1): SearchQuery {
  const query = parseSearchQuery(params, goal);
  if (!query.price && values(params, 'price').length === 0) {
    const price = priceFromFields(values(params, PRICE_MIN_FIELD)[0], values(params, PRICE_MAX_FIELD)[0], goal);
    if (price) query.price = parseSearchPrice(price, goal);
  }
  return query;
}

/** The goal a plain form asked for: the home box's `goal` field, else the list's own. */
function goalOf(params: SearchParamsInput, goal: 0 | 1): 0 | 1 {
  const asked = values(params, GOAL_FIELD)[0];
  return asked === '1' ? 1 : asked === '0' ? 0 : goal;
}

/**
 * The canonical address to redirect to when the request came from a plain form (form-only price
 * fields, the home box's goal, or empty fields); null when the address is already fine, so there
 * is never a loop. `basePaths`: the sale and rent list paths of the page's language.
 */
export function canonicalFormRedirect(
  params: SearchParamsInput,
  goal: 0 | 1,
  basePaths: Record<0 | 1, string>,
): string | null {
  const fromForm =
    values(params, PRICE_MIN_FIELD).length > 0 ||
    values(params, PRICE_MAX_FIELD).length > 0 ||
    values(params, GOAL_FIELD).length > 0 ||
    FORM_KEYS.some((key) => values(params, key).some((v) => v.trim() === ''));
  if (!fromForm) return null;
  const target = goalOf(params, goal);
  const search = buildSearchParams(parseListQuery(params, target)).toString();
  return search ? `${basePaths[target]}?${search}` : basePaths[target];
}

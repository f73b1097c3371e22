import { formatPrice, GOAL, PRICE_UNIT_STARTING_FROM, type Goal } from './money';

/** Web type 4 is land ("Grond", specification section 3): its price is for the plot. */
const LAND_WEB_ID = 4;

export interface PricePerAreaInput {
  goal: Goal | number;
  price: number | null | undefined;
  publishPrice: boolean;
  priceUnit?: number | null;
  webId?: number | null;
  livingSurface: number | null | undefined;
  groundSurface: number | null | undefined;
}

const positive = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/**
 * Price per square metre of a property for sale (issue 20), in whole euros (half up): the price
 * divided by the living surface, or for land by the plot. Nothing for a rental, a hidden price
 * ("on request"), a "starting from" price (not the price of this surface), or a missing or zero
 * surface or price.
 */
export function pricePerArea(input: PricePerAreaInput): number | null {
  if (input.goal !== GOAL.SALE || !input.publishPrice || input.priceUnit === PRICE_UNIT_STARTING_FROM) return null;
  if (!positive(input.price)) return null;
  const surface = input.webId === LAND_WEB_ID ? input.groundSurface : input.livingSurface;
  if (!positive(surface)) return null;
  return Math.round(input.price / surface);
}

/**
 * `€ 2.850/m²` (nl), `2 850 €/m²` (fr), `€2,850/m²` (en), `2.850 €/m²` (de): as the page's other
 * amounts (docs/product-decisions.md#money).
 */
export function formatPricePerArea(perArea: number, locale: string): string {
  return `${formatPrice(perArea, locale)}/m²`;
}

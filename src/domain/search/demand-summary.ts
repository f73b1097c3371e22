import type { DemandCriteria } from './demand-match';
import { formatPrice } from '../property/money';

/** One phrase of a search demand's summary: a message key of the back office and its values. */
export type DemandPart =
  | { key: 'goal_sale' | 'goal_rent' | 'demandArea' | 'demandAnywhere' }
  | { key: 'places'; text: string }
  | { key: 'demandFrom' | 'demandUpTo'; price: string }
  | { key: 'demandBedrooms' | 'demandTypes'; count: number };

/**
 * What a visitor's search demand asks for, in the order one says it: "te koop · Wavre, 1300 ·
 * vanaf € 200.000 · tot € 350.000 · minstens 2 slaapkamers". A budget counts as the highest price,
 * as the alerts read it (demand-match.ts). Prices in the style of `locale`, the reader's language.
 */
export function demandParts(c: DemandCriteria, locale: string): DemandPart[] {
  const parts: DemandPart[] = [];
  if (c.goal) parts.push({ key: c.goal === 'rent' ? 'goal_rent' : 'goal_sale' });
  const places = (c.zoneList ?? []).filter((z) => typeof z === 'string' && z.trim());
  if (places.length) parts.push({ key: 'places', text: places.join(', ') });
  if (c.region?.length) parts.push({ key: 'demandArea' });
  if (!places.length && !c.region?.length) parts.push({ key: 'demandAnywhere' });
  if (c.types?.length) parts.push({ key: 'demandTypes', count: c.types.length });
  if (typeof c.priceMin === 'number' && c.priceMin > 0)
    parts.push({ key: 'demandFrom', price: formatPrice(c.priceMin, locale) });
  const max = c.priceMax ?? c.budget;
  if (typeof max === 'number' && max > 0) parts.push({ key: 'demandUpTo', price: formatPrice(max, locale) });
  if (typeof c.bedroomsMin === 'number' && c.bedroomsMin > 0)
    parts.push({ key: 'demandBedrooms', count: c.bedroomsMin });
  return parts;
}

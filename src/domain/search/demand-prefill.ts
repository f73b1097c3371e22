import type { z } from 'zod';
import type { demandSchema } from '../forms/demand';
import type { SearchQuery } from './search-query';

/**
 * "Save this search" (issue 20): a list's filters become the search demand form's first values,
 * carried in the form page's address so it works without JavaScript. Only what a demand can hold
 * is carried (the free-text search and the shower rooms and toilets have no demand field).
 */
type Carried = 'zones' | 'priceMin' | 'priceMax' | 'bedroomsMin' | 'bathroomsMin' | 'garagesMin';
/** As text, the way a form's first values are given; keyed by the demand form's own fields. */
export type DemandPrefill = Partial<Record<Extract<keyof z.input<typeof demandSchema>, Carried>, string>> & {
  goal?: 'sale' | 'rent';
  types?: string[];
};

/** Property types a demand knows (the form's types, specification section 3). */
const TYPE_IDS = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]);
const MAX_PRICE = 100_000_000;
const MAX_COUNT = 20;
const MAX_ZONES = 600;

/** "sint-martens-latem" → "Sint-Martens-Latem": a city as people write it (the match ignores case). */
function cityName(name: string): string {
  return name.replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}

/** The demand fields a list's filters fill in. */
export function demandPrefillFromQuery(query: SearchQuery, goal: 0 | 1): DemandPrefill {
  const prefill: DemandPrefill = { goal: goal === 1 ? 'rent' : 'sale' };
  const types = query.types.filter((t) => TYPE_IDS.has(t));
  if (types.length) prefill.types = types.map(String);
  const zones = [...new Set(query.cities.map((c) => cityName(c.name)))].join(', ');
  if (zones && zones.length <= MAX_ZONES) prefill.zones = zones;
  if (query.price && query.price.min > 0) prefill.priceMin = String(query.price.min);
  if (query.price && query.price.max !== null) prefill.priceMax = String(query.price.max);
  if (query.bedrooms !== null) prefill.bedroomsMin = String(query.bedrooms);
  if (query.bathrooms !== null) prefill.bathroomsMin = String(query.bathrooms);
  if (query.garages !== null) prefill.garagesMin = String(query.garages);
  return prefill;
}

/** The query string of the demand form's address (`?goal=sale&types=1&types=2&zones=Wavre…`). */
export function demandPrefillSearch(prefill: DemandPrefill): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(prefill)) {
    for (const v of [value].flat()) if (v !== undefined) params.append(key, v);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const all = (v: string | string[] | undefined) => (v === undefined ? [] : [v].flat());
function whole(v: string | string[] | undefined, max: number): string | undefined {
  const s = first(v);
  return s !== undefined && /^\d{1,9}$/.test(s) && Number(s) <= max ? String(Number(s)) : undefined;
}

/** The form page reads its address: anything odd is left out, never an error. */
export function readDemandPrefill(params: Record<string, string | string[] | undefined>): DemandPrefill {
  const prefill: DemandPrefill = {};
  const goal = first(params.goal);
  if (goal === 'sale' || goal === 'rent') prefill.goal = goal;
  const types = [...new Set(all(params.types).filter((t) => /^\d$/.test(t) && TYPE_IDS.has(Number(t))))];
  if (types.length) prefill.types = types;
  const zones = first(params.zones)
    ?.replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim();
  if (zones && zones.length <= MAX_ZONES) prefill.zones = zones;
  const numbers = {
    priceMin: MAX_PRICE,
    priceMax: MAX_PRICE,
    bedroomsMin: MAX_COUNT,
    bathroomsMin: MAX_COUNT,
    garagesMin: MAX_COUNT,
  } as const;
  for (const [key, max] of Object.entries(numbers) as [keyof typeof numbers, number][]) {
    const value = whole(params[key], max);
    if (value !== undefined) prefill[key] = value;
  }
  // A minimum above its maximum would only greet the visitor with an error: the maximum goes.
  if (
    prefill.priceMin !== undefined &&
    prefill.priceMax !== undefined &&
    Number(prefill.priceMin) > Number(prefill.priceMax)
  )
    delete prefill.priceMax;
  return prefill;
}

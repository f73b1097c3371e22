import { priceParam, priceSliderFor, type PriceBounds } from './price-slider';
import {
  emptySearchQuery,
  parseCityParam,
  parseSearchPrice,
  ROOM_KEYS,
  searchHref,
  type RoomKey,
  type SearchCity,
} from './search-query';

/** What the home search box holds (cities as `name|zip`, types as WebID strings, rooms 0 = any). */
export type BoxState = {
  goal: 0 | 1;
  search: string;
  cities: string[];
  types: string[];
  price: PriceBounds;
  rooms: Partial<Record<RoomKey, number>>;
};

/**
 * The list address the box submits to: exactly the parameters of the specification (section 7)
 * in its order, the price only when it differs from the full slider range, no zero counts.
 */
export function boxSearchHref(listPath: string, box: BoxState): string {
  const query = emptySearchQuery();
  query.search = box.search;
  query.cities = box.cities.map((c) => parseCityParam(c)).filter((c): c is SearchCity => c !== null);
  query.types = box.types.map(Number).filter((n) => Number.isInteger(n) && n > 0);
  for (const key of ROOM_KEYS) {
    const count = box.rooms[key] ?? 0;
    query[key] = count >= 1 ? Math.trunc(count) : null;
  }
  query.price = parseSearchPrice(priceParam(priceSliderFor(box.goal), box.price), box.goal);
  return searchHref(listPath, query);
}

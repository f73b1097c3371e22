import { parsePriceParam, priceSliderFor } from './price-slider';

/**
 * List-page query (`/nl/te-koop/?city=wavre|1300&bedrooms=2&page=2`): the one place that reads
 * and writes it. Parameters are those of the specification (section 7) plus `sort`, `page` and
 * `view` (decisions, "Search"). Reading never fails: a bad or unknown value is simply ignored.
 */

export const SORT_KEYS = [
  'newest',
  'price-asc',
  'price-desc',
  'surface-asc',
  'surface-desc',
  'type-asc',
  'type-desc',
  'city-asc',
  'city-desc',
] as const;
type SortKey = (typeof SORT_KEYS)[number];
/** Default order; never written to the address. */
const DEFAULT_SORT: SortKey = 'newest';

export const ROOM_KEYS = ['bedrooms', 'bathrooms', 'showerrooms', 'toilets', 'garages'] as const;
export type RoomKey = (typeof ROOM_KEYS)[number];

/** Filters a visitor can remove one by one ("widen your search"). */
export const FILTER_KEYS = ['search', 'cities', 'types', ...ROOM_KEYS, 'price'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

type SearchView = 'list' | 'map';

export const PAGE_SIZE = 12;
const MAX_PAGE = 10_000;
const MAX_SEARCH_LENGTH = 100;
const MAX_CITIES = 20;
const MAX_TYPES = 20;
const MAX_ROOMS = 20;
const MAX_CITY_NAME_LENGTH = 100;

export interface SearchCity {
  /** Lowercase city name, as in the `city` parameter. */
  name: string;
  /** Four-digit postal code (Belgium and Luxembourg). */
  zip: string;
}

/** Price span; `max` null means no upper bound. */
export interface SearchPrice {
  min: number;
  max: number | null;
}

export type SearchQuery = {
  search: string | null;
  cities: SearchCity[];
  types: number[];
  bedrooms: number | null;
  bathrooms: number | null;
  showerrooms: number | null;
  toilets: number | null;
  garages: number | null;
  price: SearchPrice | null;
  sort: SortKey;
  page: number;
  view: SearchView;
};

/** Next's `searchParams` object, or any URLSearchParams (including Next's read-only one). */
export type SearchParamsInput = Record<string, string | string[] | undefined> | URLSearchParams;

/** A query with no filter, newest first, page 1, list view. */
export function emptySearchQuery(): SearchQuery {
  return {
    search: null,
    cities: [],
    types: [],
    bedrooms: null,
    bathrooms: null,
    showerrooms: null,
    toilets: null,
    garages: null,
    price: null,
    sort: DEFAULT_SORT,
    page: 1,
    view: 'list',
  };
}

// ---------------------------------------------------------------------------------------------
// Reading

function isURLSearchParams(params: SearchParamsInput): params is URLSearchParams {
  return typeof (params as URLSearchParams).getAll === 'function';
}

function allValues(params: SearchParamsInput, key: string): string[] {
  if (isURLSearchParams(params)) return params.getAll(key);
  if (!Object.prototype.hasOwnProperty.call(params, key)) return [];
  const value = params[key];
  const list = Array.isArray(value) ? value : [value];
  return list.filter((v): v is string => typeof v === 'string');
}

/** The first value of a single-valued parameter; later repetitions are ignored. */
function firstValue(params: SearchParamsInput, key: string): string | null {
  return allValues(params, key)[0] ?? null;
}

/** Free text: control characters dropped, white space collapsed, at most 100 characters. */
function normalizeSearchText(text: string | null | undefined): string | null {
  const clean = (text ?? '').replace(/[\p{Cc}\p{Cf}\s]+/gu, ' ').trim();
  if (!clean) return null;
  const chars = Array.from(clean); // code points: an emoji is never cut in half
  return chars.length <= MAX_SEARCH_LENGTH ? clean : chars.slice(0, MAX_SEARCH_LENGTH).join('').trim();
}

/** `wavre|1300` → `{ name: 'wavre', zip: '1300' }`; the name is lowercased; bad values → null. */
export function parseCityParam(text: string | null | undefined): SearchCity | null {
  const parts = (text ?? '').split('|');
  if (parts.length !== 2) return null;
  const name = (parts[0] ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
  const zip = (parts[1] ?? '').trim();
  if (!name || name.length > MAX_CITY_NAME_LENGTH || /[\p{Cc}\p{Cf}]/u.test(name)) return null;
  return /^\d{4}$/.test(zip) ? { name, zip } : null;
}

/** `city` value of a city: lowercase `name|zip` (`Wavre`, 1300 → `wavre|1300`). */
export function cityParam(city: { name: string; zip: string }): string {
  return `${city.name.replace(/\s+/g, ' ').trim().toLowerCase()}|${city.zip.trim()}`;
}

function parseCities(values: string[]): SearchCity[] {
  const seen = new Set<string>();
  const cities: SearchCity[] = [];
  for (const value of values) {
    const city = parseCityParam(value);
    if (!city) continue;
    const key = cityParam(city);
    if (seen.has(key)) continue;
    seen.add(key);
    cities.push(city);
    if (cities.length >= MAX_CITIES) break;
  }
  return cities;
}

function parseTypes(values: string[]): number[] {
  const types: number[] = [];
  for (const value of values) {
    const text = value.trim();
    if (!/^\d{1,2}$/.test(text)) continue;
    const type = Number(text);
    if (type < 1 || types.includes(type)) continue;
    types.push(type);
    if (types.length >= MAX_TYPES) break;
  }
  return types;
}

/** Minimum room count 1..20; 0 (no minimum) and anything else → null. */
function parseRooms(text: string | null): number | null {
  const value = (text ?? '').trim();
  if (!/^\d{1,2}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= MAX_ROOMS ? n : null;
}

/**
 * `price` of a goal, clamped into its slider range. A maximum at or above the slider maximum
 * means no upper bound; the full range is no filter at all (null).
 */
export function parseSearchPrice(text: string | null | undefined, goal: number): SearchPrice | null {
  const parsed = parsePriceParam(text);
  if (!parsed) return null;
  const range = priceSliderFor(goal);
  const min = Math.min(Math.max(parsed.min, range.min), range.max);
  const max = parsed.max === null || parsed.max >= range.max ? null : Math.max(parsed.max, range.min);
  if (min <= range.min && max === null) return null;
  return { min, max };
}

function parsePage(text: string | null): number {
  const value = (text ?? '').trim();
  if (!/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page < 1 ? 1 : Math.min(page, MAX_PAGE);
}

function isSortKey(value: unknown): value is SortKey {
  return typeof value === 'string' && (SORT_KEYS as readonly string[]).includes(value);
}

/**
 * The query of a list page (`goal` 0 sale, 1 rent, for the price range). Never throws: each bad
 * or unknown value is ignored, and a repeated single-valued parameter counts with its first value.
 */
export function parseSearchQuery(params: SearchParamsInput, goal: 0 | 1): SearchQuery {
  const query = emptySearchQuery();
  query.search = normalizeSearchText(firstValue(params, 'search'));
  query.cities = parseCities(allValues(params, 'city'));
  query.types = parseTypes(allValues(params, 'type'));
  for (const key of ROOM_KEYS) query[key] = parseRooms(firstValue(params, key));
  query.price = parseSearchPrice(firstValue(params, 'price'), goal);
  const sort = firstValue(params, 'sort')?.trim();
  query.sort = isSortKey(sort) ? sort : DEFAULT_SORT;
  query.page = parsePage(firstValue(params, 'page'));
  query.view = firstValue(params, 'view')?.trim() === 'map' ? 'map' : 'list';
  return query;
}

// ---------------------------------------------------------------------------------------------
// Writing

/** `price` value: `min-max`, or `min-` without upper bound; null for no filter. */
function searchPriceParam(price: SearchPrice | null): string | null {
  if (!price) return null;
  const min = Math.max(0, Math.floor(price.min));
  const max = price.max === null ? null : Math.floor(price.max);
  if (min === 0 && max === null) return null;
  return `${min}-${max ?? ''}`;
}

/**
 * Parameters of a query (with `overrides` applied) in the canonical order: search, city…, type…,
 * bedrooms, bathrooms, showerrooms, toilets, garages, price, sort, page, view. Defaults are left
 * out (no filter, newest, page 1, list), so `buildSearchParams(parseSearchQuery(x))` is stable.
 * Overrides do not reset the page: use `withoutFilter`, or pass `page: 1`, when the filters change.
 */
export function buildSearchParams(q: SearchQuery, overrides?: Partial<SearchQuery>): URLSearchParams {
  const query: SearchQuery = { ...q, ...overrides };
  const params = new URLSearchParams();

  const search = normalizeSearchText(query.search);
  if (search) params.append('search', search);

  const cities = new Set<string>();
  for (const city of query.cities) {
    const value = cityParam(city);
    if (parseCityParam(value) && !cities.has(value)) cities.add(value);
  }
  for (const value of cities) params.append('city', value);

  for (const type of new Set(query.types)) {
    if (Number.isInteger(type) && type >= 1 && type <= 99) params.append('type', String(type));
  }

  for (const key of ROOM_KEYS) {
    const count = query[key];
    if (count !== null && Number.isInteger(count) && count >= 1) params.append(key, String(Math.min(count, MAX_ROOMS)));
  }

  const price = searchPriceParam(query.price);
  if (price) params.append('price', price);

  if (query.sort !== DEFAULT_SORT && isSortKey(query.sort)) params.append('sort', query.sort);
  if (Number.isInteger(query.page) && query.page > 1) params.append('page', String(Math.min(query.page, MAX_PAGE)));
  if (query.view === 'map') params.append('view', 'map');
  return params;
}

/** `basePath?params`, or `basePath` alone when every value is a default. */
export function searchHref(basePath: string, q: SearchQuery, overrides?: Partial<SearchQuery>): string {
  const params = buildSearchParams(q, overrides).toString();
  return params ? `${basePath}?${params}` : basePath;
}

// ---------------------------------------------------------------------------------------------
// Changing

/** The same search on another page (below 1 → 1, above the cap → the cap). */
export function withPage(q: SearchQuery, page: number): SearchQuery {
  const n = Number.isFinite(page) ? Math.trunc(page) : 1;
  return { ...q, page: Math.min(Math.max(n, 1), MAX_PAGE) };
}

/** The same search without one filter, back on page 1 (for "widen your search" links). */
export function withoutFilter(q: SearchQuery, key: FilterKey): SearchQuery {
  const next: SearchQuery = { ...q, page: 1 };
  switch (key) {
    case 'search':
      next.search = null;
      break;
    case 'cities':
      next.cities = [];
      break;
    case 'types':
      next.types = [];
      break;
    case 'price':
      next.price = null;
      break;
    default:
      next[key] = null;
  }
  return next;
}

/** True when the filter narrows the results. */
export function isFilterActive(q: SearchQuery, key: FilterKey): boolean {
  switch (key) {
    case 'search':
      return q.search !== null && q.search.trim() !== '';
    case 'cities':
      return q.cities.length > 0;
    case 'types':
      return q.types.length > 0;
    case 'price':
      return searchPriceParam(q.price) !== null;
    default: {
      const count = q[key];
      return count !== null && count >= 1;
    }
  }
}

/** Number of active filters; several cities (or types) count as one filter. Sort, page, view: none. */
export function activeFilterCount(q: SearchQuery): number {
  return FILTER_KEYS.filter((key) => isFilterActive(q, key)).length;
}

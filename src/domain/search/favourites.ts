/**
 * A visitor's favourites (issue 20): property ids kept in the browser (localStorage), no account,
 * and shared as `?ids=12,7,30` on the favourites page. Reading never fails: bad ids are ignored,
 * repeats dropped, at most MAX_FAVOURITES kept.
 */

/** The most a list holds, stored or in an address (a shared link stays short; the page stays one query). */
export const MAX_FAVOURITES = 60;
/** The localStorage key of the list. */
export const FAVOURITES_KEY = 'vitrine:favourites';
const MAX_ID = 2_147_483_647;

/** A property id as the database has it: a positive integer of at most 10 digits (int4). */
export function parseFavouriteId(text: string): number | null {
  const value = text.trim();
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/**
 * `12,7,x,12,30` → [12, 7, 30]. Accepts a string, a repeated parameter (string[]), or nothing;
 * separators are commas (and spaces, as `+` in an address). Order is kept; the first MAX_FAVOURITES good ids win.
 */
export function parseFavouriteIds(input: string | readonly string[] | null | undefined): number[] {
  const texts = input == null ? [] : typeof input === 'string' ? [input] : input;
  const ids: number[] = [];
  for (const text of texts) {
    if (typeof text !== 'string') continue;
    for (const part of text.slice(0, 2000).split(/[,\s]+/)) {
      const id = parseFavouriteId(part);
      if (id === null || ids.includes(id)) continue;
      ids.push(id);
      if (ids.length >= MAX_FAVOURITES) return ids;
    }
  }
  return ids;
}

/** The stored value: a JSON array of ids. Anything else (old formats, hand edits) reads as a list of good ids, or empty. */
export function readStoredFavourites(stored: string | null | undefined): number[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return parseFavouriteIds(value.map((v) => (typeof v === 'number' || typeof v === 'string' ? String(v) : '')));
}

export function serializeFavourites(ids: readonly number[]): string {
  return JSON.stringify(ids);
}

/** The `ids` value of a share link: `12,7,30`. */
export function favouritesParam(ids: readonly number[]): string {
  return ids.join(',');
}

/** Saved → removed; not saved → added in front (newest first). When the list is full, the oldest goes. */
export function toggleFavourite(ids: readonly number[], id: number): number[] {
  if (ids.includes(id)) return ids.filter((x) => x !== id);
  return [id, ...ids].slice(0, MAX_FAVOURITES);
}

/** Adds ids not saved yet (a shared list), after the ones already saved, up to the cap. */
export function addFavourites(ids: readonly number[], more: readonly number[]): number[] {
  const next = [...ids];
  for (const id of more) if (!next.includes(id)) next.push(id);
  return next.slice(0, MAX_FAVOURITES);
}

/** Same ids, whatever the order. */
export function sameFavourites(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

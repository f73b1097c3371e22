/** Small readers the connectors' mappings share. Pure. */

/** The object without its undefined and null members; undefined when nothing is left (a group not sent). */
export function compact<T extends Record<string, unknown>>(o: T): Partial<T> | undefined {
  const entries = Object.entries(o).filter(([, v]) => v !== undefined && v !== null);
  return entries.length ? (Object.fromEntries(entries) as Partial<T>) : undefined;
}

/** A count of rooms or places the feed takes (0 to 99, whole), else undefined. */
export function roomCount(n: number | undefined): number | undefined {
  return n !== undefined && n >= 0 && n <= 99 ? Math.round(n) : undefined;
}

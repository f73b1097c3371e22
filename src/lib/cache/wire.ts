/**
 * The data cache stores results as JSON: a Date would come back as a string on a hit but not on
 * a miss. Results are stored with their dates marked and read back with them restored, so a
 * cached and a fresh result look the same.
 */
const DATE_KEY = '$date';

type Wire = null | boolean | number | string | Wire[] | { [key: string]: Wire };

export function toWire(value: unknown): Wire {
  if (value instanceof Date) return { [DATE_KEY]: value.toISOString() };
  if (Array.isArray(value)) return value.map(toWire);
  if (value && typeof value === 'object') {
    const out: Record<string, Wire> = {};
    for (const [key, v] of Object.entries(value)) if (v !== undefined) out[key] = toWire(v);
    return out;
  }
  if (value === undefined) return null;
  return value as Wire;
}

export function fromWire<T>(wire: unknown): T {
  if (Array.isArray(wire)) return wire.map((v) => fromWire(v)) as T;
  if (wire && typeof wire === 'object') {
    const entries = Object.entries(wire);
    const [first] = entries;
    if (entries.length === 1 && first && first[0] === DATE_KEY && typeof first[1] === 'string')
      return new Date(first[1]) as T;
    return Object.fromEntries(entries.map(([k, v]) => [k, fromWire(v)])) as T;
  }
  return wire as T;
}

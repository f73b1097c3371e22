export const COUNTRY = { BELGIUM: 10, LUXEMBOURG: 50 } as const;

export type Region = 'brussels' | 'wallonia' | 'flanders';

// Belgian postal ranges (specification section 9), inclusive.
const RANGES: ReadonlyArray<readonly [number, number, Region]> = [
  [1000, 1299, 'brussels'],
  [1300, 1499, 'wallonia'],
  [1500, 3999, 'flanders'],
  [4000, 7999, 'wallonia'],
  [8000, 9999, 'flanders'],
];

function zipNumber(zip: string | number | null | undefined): number | null {
  if (typeof zip === 'number') return Number.isInteger(zip) ? zip : null;
  if (typeof zip !== 'string') return null;
  const text = zip.trim();
  return /^\d{4}$/.test(text) ? Number(text) : null;
}

/** Belgian region of a four-digit postal code; null when it is not one. */
export function regionOfZip(zip: string | number | null | undefined): Region | null {
  const n = zipNumber(zip);
  if (n === null) return null;
  const range = RANGES.find(([from, to]) => n >= from && n <= to);
  return range ? range[2] : null;
}

/** Belgium is country 10, and properties without a country are Belgian too. */
export function isBelgium(countryId: number | null | undefined): boolean {
  return countryId === null || countryId === undefined || countryId === COUNTRY.BELGIUM;
}

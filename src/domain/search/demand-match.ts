/** What a stored search demand asks for (the demand form's validated values). */
export type DemandCriteria = {
  goal?: 'sale' | 'rent';
  types?: number[];
  zoneList?: string[];
  region?: [number, number][];
  priceMin?: number;
  priceMax?: number;
  bedroomsMin?: number;
  bedroomsMax?: number;
  garagesMin?: number;
  garagesMax?: number;
  parkingMin?: number;
  parkingMax?: number;
  bathroomsMin?: number;
  budget?: number;
};

export type MatchableProperty = {
  goal: number;
  webId: number;
  webIds?: string | null;
  zip: string;
  city: string;
  price: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  garages: number | null;
  parkings: number | null;
  lat: number | null;
  lng: number | null;
  availability: string | null;
};

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** Ray casting: is [lat, lng] inside the ring? */
export function inRegion(lat: number, lng: number, ring: [number, number][]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [yi, xi] = ring[i]!;
    const [yj, xj] = ring[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function within(value: number | null, min?: number, max?: number): boolean {
  if (min === undefined && max === undefined) return true;
  if (value === null) return min === undefined || min === 0;
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}

/**
 * True when a property answers a search demand: same goal, one of the types, in one of the zones
 * (postal code or city name, accents and case ignored) or inside the drawn region, and every
 * range given. A property without a price does not match a price range (it may be anything), and
 * a sold or rented property never matches.
 */
export function matchesDemand(c: DemandCriteria, p: MatchableProperty): boolean {
  if (p.availability === 'sold' || p.availability === 'rented' || p.availability === 'sold-out') return false;
  if (c.goal && (c.goal === 'rent' ? 1 : 0) !== p.goal) return false;
  const types = new Set([p.webId, ...(p.webIds ?? '').split(',').map(Number).filter(Number.isInteger)]);
  if (c.types?.length && !c.types.some((t) => types.has(t))) return false;
  const zones = (c.zoneList ?? []).map(norm);
  const inZone = zones.some((z) => z === norm(p.zip) || z === norm(p.city));
  const inArea = Boolean(c.region?.length && p.lat !== null && p.lng !== null && inRegion(p.lat, p.lng, c.region));
  if ((zones.length || c.region?.length) && !inZone && !inArea) return false;
  const maxPrice = c.priceMax ?? c.budget;
  if (
    (c.priceMin !== undefined || maxPrice !== undefined) &&
    (p.price === null || !within(p.price, c.priceMin, maxPrice))
  )
    return false;
  return (
    within(p.bedrooms, c.bedroomsMin, c.bedroomsMax) &&
    within(p.garages, c.garagesMin, c.garagesMax) &&
    within(p.parkings, c.parkingMin, c.parkingMax) &&
    within(p.bathrooms, c.bathroomsMin, undefined)
  );
}

/**
 * Similar properties (issue 4): same goal, then the closest by type, place and price. A pure
 * score so the rule can be tested; the catalogue only supplies candidates.
 */
export interface SimilarCandidate {
  id: number;
  goal: number;
  webId: number;
  city: string;
  zip: string;
  price: number | null;
  lat: number | null;
  lng: number | null;
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Nearby: within 15 km, or the same postal code's first two digits when a position is missing. */
const NEARBY_KM = 15;
/** Close in price: within 30 % either way. */
const PRICE_TOLERANCE = 0.3;

function place(target: SimilarCandidate, c: SimilarCandidate): number | null {
  if (c.city.toLowerCase() === target.city.toLowerCase()) return 0;
  if (target.lat !== null && target.lng !== null && c.lat !== null && c.lng !== null) {
    const km = distanceKm({ lat: target.lat, lng: target.lng }, { lat: c.lat, lng: c.lng });
    return km <= NEARBY_KM ? km : null;
  }
  return c.zip.slice(0, 2) === target.zip.slice(0, 2) ? NEARBY_KM / 2 : null;
}

/**
 * Up to `limit` candidates like the target: same goal (required), same or nearby city
 * (required), then ranked by type (same type first), price closeness and distance. A candidate
 * whose price is known and more than 30 % away from a known target price is left out.
 */
export function rankSimilar(target: SimilarCandidate, candidates: SimilarCandidate[], limit = 4): SimilarCandidate[] {
  const scored: { c: SimilarCandidate; score: number }[] = [];
  for (const c of candidates) {
    if (c.id === target.id || c.goal !== target.goal) continue;
    const km = place(target, c);
    if (km === null) continue;
    let priceGap = 0.5; // unknown price: neutral, behind close matches
    if (target.price && c.price) {
      priceGap = Math.abs(c.price - target.price) / target.price;
      if (priceGap > PRICE_TOLERANCE) continue;
    }
    const score = (c.webId === target.webId ? 0 : 10) + priceGap * 4 + km / NEARBY_KM;
    scored.push({ c, score });
  }
  return scored
    .sort((a, b) => a.score - b.score || a.c.id - b.c.id)
    .slice(0, limit)
    .map((s) => s.c);
}

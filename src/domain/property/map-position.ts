/**
 * What the map may show of a property (docs/product-decisions.md#hidden-addresses: a hidden
 * address shows an approximate area, not a pin). The exact position of a hidden address never
 * leaves the server: only the centre of its grid cell does, and the map draws a circle covering
 * that cell. Two houses in one cell get the same circle, so nothing tells them apart.
 */
export type MapPosition =
  { kind: 'exact'; lat: number; lng: number } | { kind: 'approximate'; lat: number; lng: number; radiusM: number };

/** Grid cell in degrees: about 1.1 km north–south and 0.7 km east–west in Belgium. */
export const APPROXIMATE_CELL = 0.01;
/** Circle radius in metres: covers the whole cell (half its diagonal is about 650 m). */
export const APPROXIMATE_RADIUS_M = 700;

const valid = (lat: number | null | undefined, lng: number | null | undefined): boolean =>
  typeof lat === 'number' &&
  typeof lng === 'number' &&
  Number.isFinite(lat) &&
  Number.isFinite(lng) &&
  Math.abs(lat) <= 90 &&
  Math.abs(lng) <= 180 &&
  // 0,0 is a feed's "no position", not a spot in the Gulf of Guinea.
  !(lat === 0 && lng === 0);

function cellCentre(value: number): number {
  const centre = (Math.floor(value / APPROXIMATE_CELL) + 0.5) * APPROXIMATE_CELL;
  return Math.round(centre * 1e6) / 1e6;
}

/** The position to publish, or null without valid coordinates. */
export function mapPosition(
  lat: number | null | undefined,
  lng: number | null | undefined,
  publishAddress: boolean,
): MapPosition | null {
  if (!valid(lat, lng)) return null;
  if (publishAddress) return { kind: 'exact', lat: lat!, lng: lng! };
  return { kind: 'approximate', lat: cellCentre(lat!), lng: cellCentre(lng!), radiusM: APPROXIMATE_RADIUS_M };
}

/** Google Street View at the position; only for public addresses. */
export function streetViewUrl(position: MapPosition | null): string | null {
  if (!position || position.kind !== 'exact') return null;
  return `https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${position.lat},${position.lng}`;
}

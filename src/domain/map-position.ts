/**
 * What the map may show of a property (docs/product-decisions.md#hidden-addresses: a hidden
 * address shows an approximate area, not a pin). The exact position of a hidden address never leaves the server: it is snapped
 * to a grid of 0.01° (about 1.1 km by 0.7 km in Belgium) and drawn as a circle that contains it.
 */
export type MapPosition =
  { kind: 'exact'; lat: number; lng: number } | { kind: 'approximate'; lat: number; lng: number; radiusM: number };

/** Larger than the farthest a point can be from its grid corner (half-diagonal ≈ 650 m), with margin. */
export const APPROXIMATE_RADIUS_M = 900;

const valid = (lat: number | null | undefined, lng: number | null | undefined): boolean =>
  typeof lat === 'number' &&
  typeof lng === 'number' &&
  Number.isFinite(lat) &&
  Number.isFinite(lng) &&
  Math.abs(lat) <= 90 &&
  Math.abs(lng) <= 180;

export function mapPosition(
  lat: number | null | undefined,
  lng: number | null | undefined,
  publishAddress: boolean,
): MapPosition | null {
  if (!valid(lat, lng)) return null;
  if (publishAddress) return { kind: 'exact', lat: lat!, lng: lng! };
  const snap = (v: number) => Math.round(v * 100) / 100;
  return { kind: 'approximate', lat: snap(lat!), lng: snap(lng!), radiusM: APPROXIMATE_RADIUS_M };
}

/** Google Street View at the position; only for public addresses. */
export function streetViewUrl(position: MapPosition | null): string | null {
  if (!position || position.kind !== 'exact') return null;
  return `https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${position.lat},${position.lng}`;
}

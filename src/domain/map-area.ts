/**
 * Where a property shows on the map. A property whose address is hidden (PublishAddress false)
 * must not leak its position through the page source, so only a grid cell's centre leaves the
 * server and the map draws a circle covering that cell instead of a pin.
 */

/** Grid cell in degrees: about 1.1 km north–south and 0.7 km east–west in Belgium. */
export const APPROXIMATE_CELL = 0.01;
/** Circle radius in metres: covers the whole cell (half its diagonal is about 650 m). */
export const APPROXIMATE_RADIUS = 700;

export type MapPosition = { lat: number; lng: number; approximate: boolean };

function cellCentre(value: number): number {
  const centre = (Math.floor(value / APPROXIMATE_CELL) + 0.5) * APPROXIMATE_CELL;
  return Math.round(centre * 1e6) / 1e6;
}

/** The position to publish, or null without valid coordinates. */
export function mapPosition(lat: number | null, lng: number | null, publishAddress: boolean): MapPosition | null {
  if (lat === null || lng === null || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || (lat === 0 && lng === 0)) return null;
  if (publishAddress) return { lat, lng, approximate: false };
  return { lat: cellCentre(lat), lng: cellCentre(lng), approximate: true };
}

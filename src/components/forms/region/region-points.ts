/** A corner of a drawn region, [latitude, longitude]. */
export type LatLng = [number, number];

/** At most as many corners as the demand schema accepts. */
export const MAX_POINTS = 200;

/** Five decimals (about a metre) are plenty for a region and keep the field short. */
export function roundPoint([lat, lng]: LatLng): LatLng {
  return [Math.round(lat * 1e5) / 1e5, Math.round(lng * 1e5) / 1e5];
}

/** The field's value when the page comes back: a JSON list of [lat, lng], anything else is no region. */
export function parsePoints(value: unknown): LatLng[] {
  if (typeof value !== 'string' || !value) return [];
  try {
    const list: unknown = JSON.parse(value);
    if (!Array.isArray(list)) return [];
    return list
      .filter(
        (p): p is LatLng =>
          Array.isArray(p) && p.length === 2 && p.every((n) => typeof n === 'number' && Number.isFinite(n)),
      )
      .slice(0, MAX_POINTS);
  } catch {
    return [];
  }
}

import { describe, expect, it } from 'vitest';
import { distanceKm } from './similarity';
import { APPROXIMATE_CELL, APPROXIMATE_RADIUS_M, mapPosition, streetViewUrl } from './map-position';

// One rule for every map (the list's map and the detail pages'); it was two (map-area.ts and this
// file), which snapped a hidden address differently.
describe('mapPosition', () => {
  it('shows the exact position of a public address', () => {
    expect(mapPosition(50.98412, 3.52731, true)).toEqual({ kind: 'exact', lat: 50.98412, lng: 3.52731 });
    expect(mapPosition(50.98123, 3.52456, true)).toEqual({ kind: 'exact', lat: 50.98123, lng: 3.52456 });
  });

  it('publishes only the centre of a grid cell when the address is hidden', () => {
    expect(mapPosition(50.98123, 3.52456, false)).toEqual({
      kind: 'approximate',
      lat: 50.985,
      lng: 3.525,
      radiusM: APPROXIMATE_RADIUS_M,
    });
    // Two houses in the same cell give the same circle: nothing tells them apart.
    expect(mapPosition(50.9801, 3.5201, false)).toEqual(mapPosition(50.9899, 3.5299, false));
  });

  it('draws a circle that covers the whole cell, so it still contains the property', () => {
    const halfDiagonalMetres =
      Math.hypot(APPROXIMATE_CELL * 111_320, APPROXIMATE_CELL * 111_320 * Math.cos((51 * Math.PI) / 180)) / 2;
    expect(APPROXIMATE_RADIUS_M).toBeGreaterThan(halfDiagonalMetres);
    // The worst case: a property in a corner of its cell.
    const corner = { lat: 50.98, lng: 3.52 };
    const shown = mapPosition(corner.lat + 1e-9, corner.lng + 1e-9, false)!;
    expect(distanceKm(corner, shown) * 1000).toBeLessThan(APPROXIMATE_RADIUS_M);
  });

  it('shows nothing without a valid position', () => {
    expect(mapPosition(null, 3.5, true)).toBeNull();
    expect(mapPosition(51, null, false)).toBeNull();
    expect(mapPosition(0, 0, true)).toBeNull();
    expect(mapPosition(91, 3.5, true)).toBeNull();
    expect(mapPosition(Number.NaN, 3.5, false)).toBeNull();
  });
});

describe('streetViewUrl', () => {
  it('links to Street View for a public address only', () => {
    expect(streetViewUrl(mapPosition(50.98, 3.52, true))).toBe(
      'https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=50.98,3.52',
    );
    expect(streetViewUrl(mapPosition(50.98, 3.52, false))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { distanceKm } from './similarity';
import { APPROXIMATE_RADIUS_M, mapPosition, streetViewUrl } from './map-position';

describe('mapPosition', () => {
  it('shows the exact position of a public address', () => {
    expect(mapPosition(50.98412, 3.52731, true)).toEqual({ kind: 'exact', lat: 50.98412, lng: 3.52731 });
  });

  it('snaps a hidden address to the 0.01° grid, and the circle still contains the property', () => {
    const pos = mapPosition(50.98412, 3.52731, false);
    expect(pos).toEqual({ kind: 'approximate', lat: 50.98, lng: 3.53, radiusM: APPROXIMATE_RADIUS_M });
    // The worst case: a point in the middle between grid points.
    const worst = mapPosition(50.985, 3.535, false)!;
    expect(distanceKm({ lat: 50.985, lng: 3.535 }, worst) * 1000).toBeLessThan(APPROXIMATE_RADIUS_M);
  });

  it('shows nothing without a valid position', () => {
    expect(mapPosition(null, 3.5, true)).toBeNull();
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

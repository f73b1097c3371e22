import { describe, expect, it } from 'vitest';
import { APPROXIMATE_CELL, APPROXIMATE_RADIUS, mapPosition } from './map-area';

describe('mapPosition', () => {
  it('publishes the exact position when the address is public', () => {
    expect(mapPosition(50.98123, 3.52456, true)).toEqual({ lat: 50.98123, lng: 3.52456, approximate: false });
  });

  it('publishes only the centre of a grid cell when the address is hidden', () => {
    expect(mapPosition(50.98123, 3.52456, false)).toEqual({ lat: 50.985, lng: 3.525, approximate: true });
    // Two houses in the same cell give the same circle: nothing tells them apart.
    expect(mapPosition(50.9801, 3.5201, false)).toEqual(mapPosition(50.9899, 3.5299, false));
  });

  it('draws a circle that covers the whole cell', () => {
    const halfDiagonalMetres =
      Math.hypot(APPROXIMATE_CELL * 111_320, APPROXIMATE_CELL * 111_320 * Math.cos((51 * Math.PI) / 180)) / 2;
    expect(APPROXIMATE_RADIUS).toBeGreaterThan(halfDiagonalMetres);
  });

  it('skips missing or impossible coordinates', () => {
    expect(mapPosition(null, 3.5, true)).toBeNull();
    expect(mapPosition(51, null, false)).toBeNull();
    expect(mapPosition(0, 0, true)).toBeNull();
    expect(mapPosition(91, 3, true)).toBeNull();
    expect(mapPosition(Number.NaN, 3, true)).toBeNull();
  });
});

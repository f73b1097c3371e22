import { describe, expect, it } from 'vitest';
import { builtSurfaceKind, surfaceFacts } from './surface';

describe('surfaceFacts', () => {
  it("names a home's built surface its living area, then its plot", () => {
    expect(surfaceFacts(1, 180, 650)).toEqual([
      { kind: 'living', value: 180 },
      { kind: 'plot', value: 650 },
    ]);
    expect(surfaceFacts(2, 95, null)).toEqual([{ kind: 'living', value: 95 }]);
    expect(surfaceFacts(3, 32, 0)).toEqual([{ kind: 'living', value: 32 }]);
    expect(surfaceFacts(5, 420, 300)).toEqual([
      { kind: 'living', value: 420 },
      { kind: 'plot', value: 300 },
    ]);
  });

  it('names the surface of offices, shops and warehouses their floor area, not living area', () => {
    expect(surfaceFacts(9, 250, null)).toEqual([{ kind: 'floor', value: 250 }]);
    expect(surfaceFacts(6, 120, 400)).toEqual([
      { kind: 'floor', value: 120 },
      { kind: 'plot', value: 400 },
    ]);
    expect(surfaceFacts(8, 3750, 5200)).toEqual([
      { kind: 'floor', value: 3750 },
      { kind: 'plot', value: 5200 },
    ]);
  });

  it('gives a parking space or a garage one plain area, whichever figure the feed has', () => {
    expect(surfaceFacts(7, 15, null)).toEqual([{ kind: 'area', value: 15 }]);
    expect(surfaceFacts(7, null, 18)).toEqual([{ kind: 'area', value: 18 }]);
    expect(surfaceFacts(7, 15, 18)).toEqual([{ kind: 'area', value: 15 }]);
  });

  it('gives land its plot only, even when the feed put the figure in the built surface', () => {
    expect(surfaceFacts(4, null, 820)).toEqual([{ kind: 'plot', value: 820 }]);
    expect(surfaceFacts(4, 820, null)).toEqual([{ kind: 'plot', value: 820 }]);
    expect(surfaceFacts(4, 10, 820)).toEqual([{ kind: 'plot', value: 820 }]);
  });

  it('calls the built surface of an unknown type plainly its area', () => {
    expect(surfaceFacts(99, 100, null)).toEqual([{ kind: 'area', value: 100 }]);
    expect(surfaceFacts(null, 100, 200)).toEqual([
      { kind: 'area', value: 100 },
      { kind: 'plot', value: 200 },
    ]);
  });

  it('shows nothing for missing, zero, negative or non-finite figures', () => {
    expect(surfaceFacts(1, null, null)).toEqual([]);
    expect(surfaceFacts(1, 0, -5)).toEqual([]);
    expect(surfaceFacts(7, NaN, 0)).toEqual([]);
    expect(surfaceFacts(4, 0, null)).toEqual([]);
  });
});

describe('builtSurfaceKind', () => {
  it('names the built surface per type', () => {
    expect([1, 2, 3, 5].map(builtSurfaceKind)).toEqual(['living', 'living', 'living', 'living']);
    expect([6, 8, 9].map(builtSurfaceKind)).toEqual(['floor', 'floor', 'floor']);
    expect([4, 7, 99, null, undefined].map(builtSurfaceKind)).toEqual(['area', 'area', 'area', 'area', 'area']);
  });
});

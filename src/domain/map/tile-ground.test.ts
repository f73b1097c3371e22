// @vitest-environment happy-dom
import L from 'leaflet';
import { describe, expect, it } from 'vitest';
import { fitView, project, tileAddress, tileGround, unproject } from './tile-ground';

/** Points spread over Belgium, up to its whole width (a pair 100 m apart is added below). */
const PLACES = [
  { lat: 50.91, lng: 3.61 },
  { lat: 51.02, lng: 3.82 },
  { lat: 50.61, lng: 5.49 },
  { lat: 49.74, lng: 5.77 },
];

/** Leaflet's own choice for a map of this size (its fitBounds, as components/map/leaflet-map.tsx calls it). */
function leafletView(points: { lat: number; lng: number }[], width: number, height: number) {
  const element = document.createElement('div');
  document.body.append(element);
  const map = L.map(element);
  map.getSize = () => L.point(width, height);
  map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng])), { padding: [40, 40], maxZoom: 15, animate: false });
  const view = { ...map.getCenter(), zoom: map.getZoom() };
  map.remove();
  return view;
}

describe('the map ground the server draws (issue 45)', () => {
  it('projects as Leaflet does', () => {
    for (const p of PLACES)
      for (const zoom of [0, 7, 12, 15]) {
        const ours = project(p.lat, p.lng, zoom);
        const theirs = L.CRS.EPSG3857.latLngToPoint(L.latLng(p.lat, p.lng), zoom);
        expect(ours.x).toBeCloseTo(theirs.x, 6);
        expect(ours.y).toBeCloseTo(theirs.y, 6);
        const back = unproject(ours.x, ours.y, zoom);
        expect(back.lat).toBeCloseTo(p.lat, 9);
        expect(back.lng).toBeCloseTo(p.lng, 9);
      }
  });

  it('opens on the view Leaflet fitBounds picks for the same markers and box', () => {
    const sets = [PLACES, PLACES.slice(0, 2), [PLACES[0]!], [PLACES[0]!, { lat: 50.9103, lng: 3.6118 }]];
    for (const points of sets)
      for (const [width, height] of [
        [328, 384],
        [704, 384],
        [1216, 520],
      ] as const) {
        const ours = fitView(points, { width, height });
        const theirs = leafletView(points, width, height);
        expect(ours.zoom, `${points.length} points in ${width}×${height}`).toBe(theirs.zoom);
        expect(ours.lat).toBeCloseTo(theirs.lat, 6);
        expect(ours.lng).toBeCloseTo(theirs.lng, 6);
      }
  });

  it('writes tile addresses as Leaflet does, and refuses a template it cannot fill', () => {
    expect(tileAddress('https://tile.openstreetmap.org/{z}/{x}/{y}.png', 12, 2088, 1374)).toBe(
      'https://tile.openstreetmap.org/12/2088/1374.png',
    );
    const layer = L.tileLayer('https://{s}.tiles.example/{z}/{x}/{y}{r}.png');
    for (const [x, y] of [
      [2088, 1374],
      [2089, 1374],
      [2090, 1375],
    ] as const)
      expect(tileAddress('https://{s}.tiles.example/{z}/{x}/{y}{r}.png', 12, x, y)).toBe(
        // Leaflet's getTileUrl without a map: its own subdomain rule and {r} empty.
        L.Util.template('https://{s}.tiles.example/{z}/{x}/{y}{r}.png', {
          s: (layer as unknown as { _getSubdomain: (p: { x: number; y: number }) => string })._getSubdomain({ x, y }),
          z: 12,
          x,
          y,
          r: '',
        }),
      );
    expect(tileAddress('https://tiles.example/{z}/{x}/{y}.png?key={apiKey}', 12, 1, 1)).toBeNull();
    // On a screen of double density Leaflet writes {r} as @2x.
    expect(tileAddress('https://tiles.example/{z}/{x}/{y}{r}.png', 12, 1, 1, true)).toBe(
      L.Util.template('https://tiles.example/{z}/{x}/{y}{r}.png', { z: 12, x: 1, y: 1, r: '@2x' }),
    );
  });

  it('offers each tile at double density where the template has it, and only there', () => {
    const plain = tileGround(PLACES, [51, 3.6], '/map-tiles/{z}/{x}/{y}')!;
    expect(plain.narrow.tiles.every((tile) => tile.dense === null)).toBe(true);
    const dense = tileGround(PLACES, [51, 3.6], '/map-tiles/{z}/{x}/{y}{r}')!;
    for (const tile of [...dense.narrow.tiles, ...dense.wide.tiles]) expect(tile.dense).toBe(`${tile.src}@2x`);
  });

  it('covers the largest box of each kind of screen with tiles placed around the centre', () => {
    const ground = tileGround(PLACES.slice(0, 2), [50.9, 3.6], 'https://tile.openstreetmap.org/{z}/{x}/{y}.png')!;
    for (const [kind, width, height] of [
      ['narrow', 398, 606],
      ['wide', 1216, 702],
    ] as const) {
      const view = ground[kind];
      const centre = project(view.lat, view.lng, view.zoom);
      for (const tile of view.tiles) {
        const [, x, y] = /\/(\d+)\/(\d+)\.png$/.exec(tile.src)!.map(Number) as [number, number, number];
        expect(tile.left).toBe(Math.round(x * 256 - centre.x));
        expect(tile.top).toBe(Math.round(y * 256 - centre.y));
        expect(tile.src.startsWith(`https://tile.openstreetmap.org/${view.zoom}/`)).toBe(true);
      }
      // Every pixel of the box has a tile under it.
      const lefts = view.tiles.map((t) => t.left);
      const tops = view.tiles.map((t) => t.top);
      expect(Math.min(...lefts)).toBeLessThanOrEqual(-width / 2);
      expect(Math.max(...lefts) + 256).toBeGreaterThanOrEqual(width / 2);
      expect(Math.min(...tops)).toBeLessThanOrEqual(-height / 2);
      expect(Math.max(...tops) + 256).toBeGreaterThanOrEqual(height / 2);
      // Written (so fetched) top row first, and in a row from the centre line outwards.
      const order = view.tiles.map((t) => [t.top, Math.abs(t.left + 128)] as const);
      const sorted = [...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      expect(order).toEqual(sorted);
      expect(view.tiles[0]!.top).toBe(Math.min(...tops));
      expect(view.tiles[0]!.left).toBeLessThanOrEqual(0);
      expect(view.tiles[0]!.left + 256).toBeGreaterThan(0);
    }
    expect(ground.narrow.zoom).toBeLessThanOrEqual(ground.wide.zoom);
    expect(ground.origin).toBe('https://tile.openstreetmap.org');
    expect(tileGround([], [50, 4], '//{s}.tiles.example/{z}/{x}/{y}.png')?.origin).toBeNull();
  });

  it('opens on the agency office at zoom 12 without markers', () => {
    const ground = tileGround([], [50.8467, 4.3525], 'https://tile.openstreetmap.org/{z}/{x}/{y}.png')!;
    expect(ground.narrow).toMatchObject({ lat: 50.8467, lng: 4.3525, zoom: 12 });
    expect(ground.wide.zoom).toBe(12);
  });

  it('draws no ground for a template with keys it does not know', () => {
    expect(tileGround(PLACES, [50, 4], 'https://tiles.example/{z}/{x}/{y}.png?key={apiKey}')).toBeNull();
  });
});

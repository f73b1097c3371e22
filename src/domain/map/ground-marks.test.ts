import { describe, expect, it } from 'vitest';
import { CLUSTER_RADIUS_PX, groundMarks, groundMarksOf } from './ground-marks';
import { COVER_BOX, project, tileGround, unproject } from './tile-ground';

const view = { lat: 51.0, lng: 3.6, zoom: 12 };
const centre = project(view.lat, view.lng, view.zoom);
/** A marker `dx`, `dy` pixels from the view's centre on its zoom. */
const at = (id: number, dx: number, dy: number) => ({ id, ...unproject(centre.x + dx, centre.y + dy, view.zoom) });
const box = { width: 400, height: 600 };

describe('the markers the server draws on the map ground (issue 45)', () => {
  it('places a marker where Leaflet will: its pixel on the ground’s zoom, from the view’s centre', () => {
    expect(groundMarks([at(1, 0, 0), at(2, -150, 120)], view, box)).toEqual([
      { left: 0, top: 0, ids: [1] },
      { left: -150, top: 120, ids: [2] },
    ]);
  });

  it('joins markers nearer than the cluster radius (80 px, as the live map) into one cluster at their mean', () => {
    expect(CLUSTER_RADIUS_PX).toBe(80);
    expect(groundMarks([at(1, 0, 0), at(2, 80, 0), at(3, 40, 30)], view, box)).toEqual([
      { left: 40, top: 10, ids: [1, 2, 3] },
    ]);
    // 81 px apart: two prices.
    expect(groundMarks([at(1, 0, 0), at(2, 81, 0)], view, box).map((m) => m.ids)).toEqual([[1], [2]]);
  });

  it('measures from a cluster’s first marker, not from the last one that joined (no chains across the map)', () => {
    const marks = groundMarks([at(1, 0, 0), at(2, 70, 0), at(3, 140, 0)], view, box);
    expect(marks.map((m) => m.ids)).toEqual([[1, 2], [3]]);
  });

  it('puts a marker in the nearest of two clusters within reach', () => {
    const marks = groundMarks([at(1, 0, 0), at(2, 150, 0), at(3, 90, 0)], view, box);
    expect(marks.map((m) => m.ids)).toEqual([[1], [2, 3]]);
  });

  it('leaves out what falls outside the box the ground covers, and keeps its edges', () => {
    const marks = groundMarks([at(1, 199, 0), at(2, 201, 0), at(3, 0, -300), at(4, 0, 301)], view, box);
    expect(marks.map((m) => m.ids)).toEqual([[1, 2], [3]]);
    expect(groundMarks([], view, box)).toEqual([]);
  });

  it('draws both grounds on their own views and boxes', () => {
    const markers = [
      { id: 1, lat: 50.98, lng: 3.52 },
      { id: 2, lat: 51.05, lng: 3.73 },
      { id: 3, lat: 51.051, lng: 3.731 },
    ];
    const ground = tileGround(markers, [51, 3.6], '/map-tiles/{z}/{x}/{y}')!;
    const marks = groundMarksOf(markers, ground);
    expect(marks.narrow).toEqual(groundMarks(markers, ground.narrow, COVER_BOX.narrow));
    expect(marks.wide).toEqual(groundMarks(markers, ground.wide, COVER_BOX.wide));
    // Fitted on the markers: every one is on each ground, the two nearly at one place together.
    for (const kind of ['narrow', 'wide'] as const) expect(marks[kind].flatMap((m) => m.ids).sort()).toEqual([1, 2, 3]);
    expect(marks.wide.find((m) => m.ids.includes(2))!.ids).toEqual([2, 3]);
  });
});

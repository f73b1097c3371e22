/**
 * The markers of the map's ground (issue 45): the prices and clusters the server draws over its
 * first tiles, where Leaflet will draw them, so that a phone sees where the properties are with the
 * page; Leaflet (its code is most of the map view's JavaScript) comes at the first sign of a person
 * and takes over on the same view (components/map).
 *
 * Markers nearer each other than CLUSTER_RADIUS_PX on the ground's zoom join a cluster, as
 * Leaflet.markercluster's `maxClusterRadius` in components/map/leaflet-map.tsx: each marker in turn
 * joins the nearest cluster whose first marker is within the radius, else starts one; a cluster is
 * drawn at its markers' mean. markercluster builds its clusters from the deepest zoom up, so its
 * clusters can differ a little from these: they are the ground's, until the map is live.
 */
import { COVER_BOX, project, type GroundBox } from './tile-ground';

/** As wide as a price label (about 80 px): leaflet-map.tsx's `maxClusterRadius`. */
export const CLUSTER_RADIUS_PX = 80;

/** One mark: a price when it holds one marker, else a cluster of `ids.length`; placed from the view's centre. */
export type GroundMark = { left: number; top: number; ids: number[] };

type Group = { anchor: { x: number; y: number }; sum: { x: number; y: number }; ids: number[] };

/**
 * The marks of `markers` on a ground centred on `view`, in their order (the list's), for the box
 * `cover` around the centre: a mark outside it is not drawn (Leaflet shows it once the map is moved).
 */
export function groundMarks(
  markers: readonly { id: number; lat: number; lng: number }[],
  view: { lat: number; lng: number; zoom: number },
  cover: GroundBox,
): GroundMark[] {
  const centre = project(view.lat, view.lng, view.zoom);
  const groups: Group[] = [];
  for (const marker of markers) {
    const point = project(marker.lat, marker.lng, view.zoom);
    let nearest: Group | undefined;
    let nearestDistance = Infinity;
    for (const group of groups) {
      const distance = Math.hypot(group.anchor.x - point.x, group.anchor.y - point.y);
      if (distance <= CLUSTER_RADIUS_PX && distance < nearestDistance) [nearest, nearestDistance] = [group, distance];
    }
    if (nearest) {
      nearest.sum.x += point.x;
      nearest.sum.y += point.y;
      nearest.ids.push(marker.id);
    } else groups.push({ anchor: point, sum: { ...point }, ids: [marker.id] });
  }
  const marks: GroundMark[] = [];
  for (const { sum, ids } of groups) {
    const left = Math.round(sum.x / ids.length - centre.x);
    const top = Math.round(sum.y / ids.length - centre.y);
    if (Math.abs(left) <= cover.width / 2 && Math.abs(top) <= cover.height / 2) marks.push({ left, top, ids });
  }
  return marks;
}

/** The marks of both grounds (domain/map/tile-ground.ts), each for the box its tiles cover. */
export function groundMarksOf(
  markers: readonly { id: number; lat: number; lng: number }[],
  ground: { narrow: { lat: number; lng: number; zoom: number }; wide: { lat: number; lng: number; zoom: number } },
): { narrow: GroundMark[]; wide: GroundMark[] } {
  return {
    narrow: groundMarks(markers, ground.narrow, COVER_BOX.narrow),
    wide: groundMarks(markers, ground.wide, COVER_BOX.wide),
  };
}

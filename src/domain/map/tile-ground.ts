/**
 * The map view's ground drawn by the server (issue 45): the tiles the map opens on, as plain
 * images placed where Leaflet will place them, so that a phone sees the map with the page instead
 * of after the map's code (240 KB) has come and run. Leaflet then opens on the same view (the same
 * zoom and centre, so the same tiles, already in the browser's cache) and the ground goes once its
 * own tiles are in (components/map).
 *
 * The view is the one Leaflet's `fitBounds` picks for the markers (padding 40 px, at most zoom 15;
 * the agency's office at zoom 12 without markers), for the smallest box of its kind of screen: the
 * map box is the page's width less its margins and `max(24rem, 65vh)` high (map-view.tsx), so a
 * view that fits a 360 px phone fits every phone, and one that fits a 768 px tablet every wider
 * screen. Two grounds are written, one per kind of screen, and CSS shows one; their tiles load
 * lazily, so a browser fetches only the tiles it shows.
 */

import { hasDenseTiles } from './site-tiles';

export const TILE_SIZE = 256;
/** Leaflet's fitBounds options in components/map/leaflet-map.tsx. */
export const FIT_PADDING = 40;
export const FIT_MAX_ZOOM = 15;
/** Where the map opens without markers (the agency's office). */
export const HOME_ZOOM = 12;

/** From this width up, the wide ground is shown (Tailwind's `md`). */
export const WIDE_FROM_PX = 768;

export type GroundBox = { width: number; height: number };
/** The smallest map box of each kind of screen (a view is chosen to fit it). */
const FIT_BOX: Record<'narrow' | 'wide', GroundBox> = {
  narrow: { width: 360 - 2 * 16, height: 384 },
  wide: { width: WIDE_FROM_PX - 2 * 32, height: 384 },
};
/**
 * The box each ground covers: the largest phone (430 × 932 px) and a 1080 px high screen at the
 * page's full width. A browser fetches every lazy image near its screen, clipped or not (Chromium
 * fetched all 16 tiles of a ground for a 736 px box on a 412 px phone): a ground for the rare
 * screens between (a 600 px tablet) would cost every phone; there, Leaflet fills the edges.
 */
export const COVER_BOX: Record<'narrow' | 'wide', GroundBox> = {
  narrow: { width: 430 - 2 * 16, height: Math.round(0.65 * 932) },
  wide: { width: 1280 - 2 * 32, height: Math.round(0.65 * 1080) },
};

/** One tile of the ground; `dense`: its double-density address, when the template has `{r}`. */
type GroundTile = { src: string; dense: string | null; left: number; top: number };
export type GroundView = { lat: number; lng: number; zoom: number; tiles: GroundTile[] };
export type TileGround = {
  narrow: GroundView;
  wide: GroundView;
  /** The tile server's origin, to connect to with the page (null: an address that is not http(s)). */
  origin: string | null;
};

const MAX_LAT = 85.0511287798;

/** Web Mercator pixel of a point at `zoom` (as Leaflet's EPSG:3857). */
export function project(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const phi = (Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180;
  return {
    x: scale * (lng / 360 + 0.5),
    y: scale * (0.5 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / (2 * Math.PI)),
  };
}

export function unproject(x: number, y: number, zoom: number): { lat: number; lng: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const lng = (x / scale - 0.5) * 360;
  const lat = ((2 * Math.atan(Math.exp((0.5 - y / scale) * 2 * Math.PI)) - Math.PI / 2) * 180) / Math.PI;
  return { lat, lng };
}

/** The zoom and centre Leaflet's fitBounds gives these points in `box` (zoomSnap 1). */
export function fitView(
  points: { lat: number; lng: number }[],
  box: GroundBox,
): { lat: number; lng: number; zoom: number } {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const nw = project(north, west, 0);
  const se = project(south, east, 0);
  const scale = Math.min(
    (box.width - 2 * FIT_PADDING) / Math.abs(se.x - nw.x),
    (box.height - 2 * FIT_PADDING) / Math.abs(se.y - nw.y),
  );
  // Leaflet rounds to 1/100 first (a zoom within 1 % of a level is that level), then floors.
  let zoom = Number.isFinite(scale) ? Math.floor(Math.round(Math.log2(scale) * 100) / 100) : Infinity;
  zoom = Math.max(0, Math.min(FIT_MAX_ZOOM, zoom));
  const sw = project(south, west, zoom);
  const ne = project(north, east, zoom);
  return { ...unproject((sw.x + ne.x) / 2, (sw.y + ne.y) / 2, zoom), zoom };
}

/**
 * The address of one tile from the site's template, as Leaflet writes it (`{s}` the subdomain
 * Leaflet picks, `{r}` `@2x` for a screen of double density, else empty), or null for a template
 * with a key Leaflet would take from options this ground does not know.
 */
export function tileAddress(template: string, z: number, x: number, y: number, retina = false): string | null {
  const subdomains = 'abc';
  const values: Record<string, string> = {
    z: String(z),
    x: String(x),
    y: String(y),
    s: subdomains[Math.abs(x + y) % subdomains.length]!,
    r: retina ? '@2x' : '',
  };
  let unknown = false;
  const address = template.replace(/\{ *([\w_-]+) *\}/g, (_, key: string) => {
    if (key in values) return values[key]!;
    unknown = true;
    return '';
  });
  return unknown ? null : address;
}

/**
 * The order the tiles are written, so fetched in: the top row first (a phone's first screen shows
 * the top of the map, which starts below the list's header and filters), and in each row the
 * tile nearest the map's centre line first, as Leaflet orders its own queue. On a 412 px phone the
 * largest paint is the top row's middle tile: it is asked for first (issue 45).
 */
function byFirstSeen(a: GroundTile, b: GroundTile): number {
  const middle = (tile: GroundTile) => Math.abs(tile.left + TILE_SIZE / 2);
  return a.top - b.top || middle(a) - middle(b);
}

function viewFor(
  kind: 'narrow' | 'wide',
  points: { lat: number; lng: number }[],
  home: [number, number],
  template: string,
): GroundView | null {
  const view = points.length ? fitView(points, FIT_BOX[kind]) : { lat: home[0], lng: home[1], zoom: HOME_ZOOM };
  const centre = project(view.lat, view.lng, view.zoom);
  const cover = COVER_BOX[kind];
  const last = 2 ** view.zoom - 1;
  const tiles: GroundTile[] = [];
  const [fromX, toX] = [
    Math.floor((centre.x - cover.width / 2) / TILE_SIZE),
    Math.floor((centre.x + cover.width / 2) / TILE_SIZE),
  ];
  const [fromY, toY] = [
    Math.floor((centre.y - cover.height / 2) / TILE_SIZE),
    Math.floor((centre.y + cover.height / 2) / TILE_SIZE),
  ];
  for (let y = Math.max(0, fromY); y <= Math.min(last, toY); y++)
    for (let x = Math.max(0, fromX); x <= Math.min(last, toX); x++) {
      const src = tileAddress(template, view.zoom, x, y);
      if (!src) return null;
      const dense = hasDenseTiles(template) ? tileAddress(template, view.zoom, x, y, true) : null;
      tiles.push({ src, dense, left: Math.round(x * TILE_SIZE - centre.x), top: Math.round(y * TILE_SIZE - centre.y) });
    }
  return { ...view, tiles: tiles.sort(byFirstSeen) };
}

/** The two grounds of a map of `points` (`home` when there are none), or null when the template cannot be drawn here. */
export function tileGround(
  points: { lat: number; lng: number }[],
  home: [number, number],
  template: string,
): TileGround | null {
  const narrow = viewFor('narrow', points, home, template);
  const wide = viewFor('wide', points, home, template);
  if (!narrow || !wide) return null;
  const first = narrow.tiles[0]?.src ?? '';
  return { narrow, wide, origin: /^https?:\/\/[^/]+/i.exec(first)?.[0].toLowerCase() ?? null };
}

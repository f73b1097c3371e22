/**
 * The map's tiles through the site (decision 036): the visitor's browser asks the site's own
 * address for each tile; the server fetches it from the agency's tile server once, checks it is a
 * picture, keeps it in the data folder and answers it again from there (lib/map/tile-cache.ts).
 * No visitor's address reaches the tile server, a phone needs no connection to a second host
 * before the map's first tile, and the tile server sees one client that keeps what it gets, as
 * OpenStreetMap's tile policy asks. `map.proxy: false` lets the browser ask the tile server itself
 * (a provider whose terms forbid keeping tiles).
 */

/** Where the site answers its tiles (outside the pages: src/domain/edge/page-kind.ts). */
const SITE_TILE_PREFIX = '/map-tiles';
/** The template Leaflet and the map's ground fill in when the tiles come through the site. */
export const SITE_TILE_TEMPLATE = `${SITE_TILE_PREFIX}/{z}/{x}/{y}`;
/** The deepest zoom the maps ask for (Leaflet's `maxZoom` in components/map and property). */
export const MAX_TILE_ZOOM = 19;

/** The placeholders a tile template may hold: the site fills them itself (no key from elsewhere). */
const TEMPLATE_KEYS = ['z', 'x', 'y', 's', 'r'] as const;

export type TileMap = { tileUrl: string; attribution: string; proxy: boolean };
export type ShownTiles = { url: string; attribution: string };

/** Whether a template has double-density tiles (`{r}`: `@2x` on a screen of more than one pixel per CSS pixel). */
export const hasDenseTiles = (template: string): boolean => /\{ *r *\}/.test(template);

/**
 * The template the visitor's browser fills in: the site's own address (with `{r}` when the tile
 * server has double-density tiles), or the tile server's.
 */
export function shownTiles(map: TileMap): ShownTiles {
  if (!map.proxy) return { url: absoluteTemplate(map.tileUrl), attribution: map.attribution };
  return { url: `${SITE_TILE_TEMPLATE}${hasDenseTiles(map.tileUrl) ? '{r}' : ''}`, attribution: map.attribution };
}

/**
 * A tile template: an http(s) address with {z}, {x} and {y}, or one without its scheme
 * (`//tiles.example/…`, as Leaflet's examples write it: https). site.schema.json carries it too.
 */
export const TEMPLATE_PATTERN = /^(?=.*\{z\})(?=.*\{x\})(?=.*\{y\})(https?:)?\/\/[^/?#\s]+\/\S*$/;

/** The template as the server fetches it: one without its scheme is https. */
export const absoluteTemplate = (template: string): string =>
  template.startsWith('//') ? `https:${template}` : template;
export const TEMPLATE_MESSAGE = 'must be an http or https address with {z}, {x} and {y}';

/** A placeholder of the template the site cannot fill (`{apikey}`), or null: only {z}, {x}, {y}, {s} and {r}. */
export function unknownKeyProblem(template: string): string | null {
  const keys = [...template.matchAll(/\{ *([^}]*?) *\}/g)].map((m) => m[1]!);
  const other = keys.find((key) => !(TEMPLATE_KEYS as readonly string[]).includes(key));
  return other === undefined ? null : `{${other}} cannot be filled in: only {z}, {x}, {y}, {s} and {r}`;
}

/** What is wrong with a tile template, or null. */
export function templateProblem(template: string): string | null {
  return TEMPLATE_PATTERN.test(template) ? unknownKeyProblem(template) : TEMPLATE_MESSAGE;
}

/** A tile: zoom, column, row, and whether its double-density picture is asked for (`@2x`). */
export type TileKey = { z: number; x: number; y: number; dense: boolean };

/** A number as the maps write it: decimal, no sign, no leading zero, no more digits than a tile needs. */
const CANONICAL = /^(0|[1-9]\d{0,6})$/;

/**
 * The tile an address names (`/map-tiles/12/2100/1370`, or `…/1370@2x` for its double-density
 * picture: z, x, y as Leaflet writes them), or null for anything else: a zoom beyond the maps', a
 * column or row outside the world at that zoom, or a number written another way (one address per
 * tile, so one copy kept).
 */
export function tileKey(z: string, x: string, y: string): TileKey | null {
  const dense = y.endsWith('@2x');
  const row = dense ? y.slice(0, -3) : y;
  if (![z, x, row].every((part) => CANONICAL.test(part))) return null;
  const [zoom, column, line] = [Number(z), Number(x), Number(row)];
  if (zoom > MAX_TILE_ZOOM) return null;
  const size = 2 ** zoom;
  if (column >= size || line >= size) return null;
  return { z: zoom, x: column, y: line, dense };
}

/** The formats a tile may come in, as sharp names them, and the type the site answers them with. */
export const TILE_TYPES: Record<string, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };
/** A tile is square: 256 px, or 512 px from a server that draws them at double density. */
const TILE_SIDES = [256, 512];
/** A tile larger than this is not a tile (OpenStreetMap's weigh 5–60 KB). */
export const MAX_TILE_BYTES = 1024 * 1024;

/** What is wrong with a fetched picture as a tile, or null (its format and size as sharp read them). */
export function tilePictureProblem(meta: { format?: string; width?: number; height?: number }): string | null {
  if (!meta.format || !(meta.format in TILE_TYPES))
    return `not a PNG, JPEG or WebP picture (${meta.format ?? 'unknown'})`;
  if (meta.width !== meta.height || !TILE_SIDES.includes(meta.width ?? 0))
    return `a tile is 256 or 512 pixels square, not ${meta.width ?? '?'} × ${meta.height ?? '?'}`;
  return null;
}

/** The type of a kept tile from its first bytes (it was checked as a picture when fetched), or null. */
export function keptTileType(bytes: Uint8Array): string | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0x89 && ascii(1, 4) === 'PNG') return TILE_TYPES.png!;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return TILE_TYPES.jpeg!;
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return TILE_TYPES.webp!;
  return null;
}

/** How long a kept tile is answered without asking the tile server again (OpenStreetMap asks for 7 days at least). */
export const TILE_FRESH_MS = 7 * 24 * 60 * 60_000;
/**
 * The tiles one visitor may have fetched from the tile server in a window (tiles already kept do
 * not count): a visitor who pans and zooms for ten minutes asks for a few hundred; a script asking
 * for every tile of the world is stopped, and with it the site's good standing with the tile server.
 */
export const TILE_FETCHES_PER_CLIENT = { limit: 600, windowMs: 10 * 60_000 } as const;
/** Tiles fetched at once from the tile server (OpenStreetMap's policy: two), and waiting behind them. */
export const TILE_FETCHES_AT_ONCE = 2;
export const TILE_FETCHES_WAITING = 64;
/** After the tile server failed (no answer, an error, a refusal), it is left alone this long. */
export const TILE_SERVER_PAUSE_MS = 30_000;
/** The data folder's tiles are kept within this; the longest-kept go first. */
export const TILE_CACHE_MAX_BYTES = 256 * 1024 * 1024;

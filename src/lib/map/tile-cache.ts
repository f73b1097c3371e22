import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  keptTileType,
  MAX_TILE_BYTES,
  TILE_CACHE_MAX_BYTES,
  TILE_FETCHES_AT_ONCE,
  TILE_FETCHES_WAITING,
  TILE_FRESH_MS,
  TILE_SERVER_PAUSE_MS,
  TILE_TYPES,
  tilePictureProblem,
  type TileKey,
} from '@/domain/map/site-tiles';
import { tileAddress } from '@/domain/map/tile-ground';
import { fetchRemote, FetchRefused } from '@/lib/files/fetch-remote';
import { log } from '@/log';

/**
 * The map's tiles kept in the data folder (decision 036): a tile asked for is answered from there
 * while fresh (7 days); otherwise fetched from the agency's tile server as untrusted input (at
 * most 1 MB, 8 s, public addresses only unless IMPORT_ALLOW_PRIVATE; read by sharp as a PNG, JPEG
 * or WebP picture of a tile's size), kept, and answered. A tile asked for twice at once is fetched
 * once; at most two are fetched at once (OpenStreetMap's policy), 64 more wait, any beyond are
 * told to come back. A tile server that fails (anything but a missing tile) is left alone for
 * 30 s: an older copy is answered meanwhile, or 503. Each visitor fetches at most TILE_FETCHES_PER_CLIENT tiles the site does not
 * keep yet (`allowFetch`). The folder stays within 256 MB: past it, the longest-kept tiles go.
 */
export type TileSource = {
  /** The agency's tile template (site.json map.tileUrl). */
  template: string;
  /** Tile servers on the agency's own network (IMPORT_ALLOW_PRIVATE=1). */
  allowPrivate: boolean;
  /** Who asks, for the tile server's policy: the site's name and address. */
  userAgent: string;
};

export type TileAnswer =
  | { kind: 'tile'; body: Buffer; type: string; fresh: boolean }
  /** The tile server has no such tile. */
  | { kind: 'missing' }
  /** The tile server is failing or too busy (503), or this visitor asked for too many (429). */
  | { kind: 'busy' | 'too-many'; retryAfterS: number }
  /** The tile server answered something that is not a tile. */
  | { kind: 'refused' };

export type TileCacheOptions = {
  dir: string;
  /** Whether this visitor may have one more tile fetched (a shared count: lib/leads/rate-limit.ts). */
  allowFetch: (client: string) => Promise<boolean>;
  maxBytes?: number;
  now?: () => number;
  /** How long a tile server may take to answer (8 s; the tests' stalled server, less). */
  timeoutMs?: number;
};

type Kept = { body: Buffer; type: string; fetchedAt: number };

/** The kept copy past its week when there is one (better than no map), else `otherwise`. */
const keptOr = (kept: Kept | null, otherwise: TileAnswer): TileAnswer =>
  kept ? { kind: 'tile', body: kept.body, type: kept.type, fresh: false } : otherwise;

export function createTileCache(options: TileCacheOptions) {
  const now = options.now ?? Date.now;
  const maxBytes = options.maxBytes ?? TILE_CACHE_MAX_BYTES;
  const inFlight = new Map<string, Promise<TileAnswer>>();
  const waiting: (() => void)[] = [];
  let running = 0;
  let pausedUntil = 0;
  let used: number | null = null;
  let evicting: Promise<void> | null = null;

  const fileOf = (source: TileSource, key: TileKey) => {
    // One folder per template: a new tile server's tiles never mix with the former one's.
    const server = createHash('sha256').update(source.template).digest('hex').slice(0, 16);
    return path.join(options.dir, server, String(key.z), String(key.x), `${key.y}${key.dense ? '@2x' : ''}`);
  };

  async function kept(file: string): Promise<Kept | null> {
    try {
      const [body, info] = await Promise.all([readFile(file), stat(file)]);
      const type = keptTileType(body);
      return type ? { body, type, fetchedAt: info.mtimeMs } : null;
    } catch {
      return null;
    }
  }

  /** Every kept tile with its size and time, for the space used and what goes first. */
  async function keptFiles(): Promise<{ file: string; size: number; at: number }[]> {
    const found: { file: string; size: number; at: number }[] = [];
    const walk = async (dir: string): Promise<void> => {
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) await walk(full);
        else if (entry.isFile()) {
          const info = await stat(full).catch(() => null);
          if (info) found.push({ file: full, size: info.size, at: info.mtimeMs });
        }
      }
    };
    await walk(options.dir);
    return found;
  }

  /** Past the limit: the longest-kept tiles go until the folder is at four fifths of it. */
  async function evict(): Promise<void> {
    const files = (await keptFiles()).sort((a, b) => a.at - b.at);
    let total = files.reduce((sum, f) => sum + f.size, 0);
    for (const f of files) {
      if (total <= maxBytes * 0.8) break;
      await rm(f.file, { force: true });
      total -= f.size;
    }
    used = total;
  }

  async function keep(file: string, body: Buffer): Promise<void> {
    used ??= (await keptFiles()).reduce((sum, f) => sum + f.size, 0);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, body);
    // Its time is when it was fetched: what says it is fresh, and what goes first past the limit.
    await utimes(temporary, now() / 1000, now() / 1000);
    await rename(temporary, file);
    used += body.length;
    if (used > maxBytes && !evicting) evicting = evict().finally(() => (evicting = null));
  }

  /** A turn among the fetches at once, or false when too many already wait. */
  function turn(): Promise<boolean> {
    if (running < TILE_FETCHES_AT_ONCE) {
      running++;
      return Promise.resolve(true);
    }
    if (waiting.length >= TILE_FETCHES_WAITING) return Promise.resolve(false);
    return new Promise((resolve) => waiting.push(() => resolve(true)));
  }
  function done(): void {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  /** Any failure but a missing tile leaves the tile server alone for a while, said once in the log. */
  function pause(reason: string, address: string): void {
    if (pausedUntil <= now()) log.warn('map tiles: the tile server failed; left alone for 30 s', { reason, address });
    pausedUntil = now() + TILE_SERVER_PAUSE_MS;
  }

  async function fetchTile(file: string, key: TileKey, source: TileSource, older: Kept | null): Promise<TileAnswer> {
    const fallback = (answer: TileAnswer): TileAnswer => keptOr(older, answer);
    const address = tileAddress(source.template, key.z, key.x, key.y, key.dense);
    if (!address) return { kind: 'missing' };
    if (!(await turn())) return fallback({ kind: 'busy', retryAfterS: 5 });
    try {
      if (pausedUntil > now()) return fallback({ kind: 'busy', retryAfterS: Math.ceil((pausedUntil - now()) / 1000) });
      const remote = await fetchRemote(address, {
        maxBytes: MAX_TILE_BYTES,
        timeoutMs: options.timeoutMs ?? 8_000,
        allowPrivate: source.allowPrivate,
        userAgent: source.userAgent,
      });
      if (remote.notModified) return fallback({ kind: 'missing' });
      const meta = await sharp(remote.body, { limitInputPixels: 1024 * 1024 })
        .metadata()
        .catch(() => ({}) as { format?: string });
      const problem = tilePictureProblem(meta);
      if (problem) {
        pause(`not a tile: ${problem}`, address);
        return fallback({ kind: 'refused' });
      }
      // A data folder that cannot take it (full, read-only) costs the next visitor a fetch, not this one the tile.
      await keep(file, remote.body).catch((error: unknown) =>
        log.error('map tiles: a tile could not be kept in the data folder', error, { file }),
      );
      return { kind: 'tile', body: remote.body, type: TILE_TYPES[meta.format!]!, fresh: true };
    } catch (error) {
      if (error instanceof FetchRefused && error.status === 404) return { kind: 'missing' };
      pause(error instanceof Error ? error.message : String(error), address);
      // No answer, a server error, a refusal of the site (403, 429): try again later. Anything
      // else (too large, an address the site may not reach) is the tile server's fault.
      const later = !(error instanceof FetchRefused) || error.retry || error.status === 403;
      return fallback(later ? { kind: 'busy', retryAfterS: TILE_SERVER_PAUSE_MS / 1000 } : { kind: 'refused' });
    } finally {
      done();
    }
  }

  /** The tile `key` of `source` for the visitor `client`. */
  async function tile(key: TileKey, source: TileSource, client: string): Promise<TileAnswer> {
    const file = fileOf(source, key);
    const older = await kept(file);
    if (older && now() - older.fetchedAt < TILE_FRESH_MS)
      return { kind: 'tile', body: older.body, type: older.type, fresh: true };
    const already = inFlight.get(file);
    if (already) return already;
    if (pausedUntil > now())
      return keptOr(older, { kind: 'busy', retryAfterS: Math.ceil((pausedUntil - now()) / 1000) });
    const fetching = (async (): Promise<TileAnswer> => {
      if (await options.allowFetch(client)) return fetchTile(file, key, source, older);
      return keptOr(older, { kind: 'too-many', retryAfterS: 60 });
    })().finally(() => inFlight.delete(file));
    inFlight.set(file, fetching);
    return fetching;
  }

  return { tile, settled: () => evicting ?? Promise.resolve() };
}

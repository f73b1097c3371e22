import 'server-only';
import path from 'node:path';
import { absoluteTemplate, hasDenseTiles, TILE_FETCHES_PER_CLIENT, type TileKey } from '@/domain/map/site-tiles';
import { env } from '@/env';
import { content } from '@/lib/content/load';
import { takeRateLimit } from '@/lib/leads/rate-limit';
import { createTileCache, type TileAnswer } from './tile-cache';

/** The process's one tile cache, in DATA_DIR/map-tiles (not a backup's: it is fetched again). */
const shared = globalThis as { __vitrineTileCache?: ReturnType<typeof createTileCache> };

function cache() {
  shared.__vitrineTileCache ??= createTileCache({
    dir: path.join(env().DATA_DIR, 'map-tiles'),
    allowFetch: (client) =>
      takeRateLimit(`tiles:${client}`, TILE_FETCHES_PER_CLIENT.limit, TILE_FETCHES_PER_CLIENT.windowMs),
  });
  return shared.__vitrineTileCache;
}

/**
 * The tile `key` of the site's map for the visitor `client` (decision 036), or null when the site
 * lets browsers ask its tile server themselves (`map.proxy: false`).
 */
export function siteTile(key: TileKey, client: string): Promise<TileAnswer> | null {
  const { map } = content().site;
  // A double-density tile only from a tile server that has them.
  if (!map.proxy || (key.dense && !hasDenseTiles(map.tileUrl))) return null;
  const site = env().SITE_URL;
  return cache().tile(
    key,
    {
      template: absoluteTemplate(map.tileUrl),
      allowPrivate: env().IMPORT_ALLOW_PRIVATE,
      userAgent: site ? `Vitrine real-estate site (+${site})` : 'Vitrine real-estate site',
    },
    client,
  );
}

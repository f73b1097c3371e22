import { clientAddressOf } from '@/domain/edge/client-address';
import { tileKey } from '@/domain/map/site-tiles';
import { siteTile } from '@/lib/map/site-tile';
import { log } from '@/log';
import { edgeRuns } from '@/process-bridge';

const plain = (status: number, text: string, extra: Record<string, string> = {}) =>
  new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...extra },
  });

/** A week in browsers, as the tile server's own copies; a copy kept while the tile server fails, an hour. */
const FRESH = 'public, max-age=604800';
const OLDER = 'public, max-age=3600';

/**
 * One tile of the site's map from its own address (decision 036, lib/map/tile-cache.ts): `z`, `x`
 * and `y` as Leaflet writes them, anything else a plain 404, as is every tile of a site whose
 * browsers ask the tile server themselves. A tile server that fails or is busy gives 503 with
 * Retry-After, a visitor who asked for too many 429, an answer that is not a tile 502: the map
 * shows its markers without that tile, and nothing is a 500.
 */
export async function GET(request: Request, { params }: { params: Promise<{ z: string; x: string; y: string }> }) {
  const { z, x, y } = await params;
  const key = tileKey(z, x, y);
  if (!key) return plain(404, 'Not found');
  try {
    const asked = siteTile(key, clientAddressOf(request.headers, edgeRuns()));
    const answer = asked ? await asked : null;
    if (!answer) return plain(404, 'Not found');
    switch (answer.kind) {
      case 'tile':
        return new Response(new Uint8Array(answer.body), {
          headers: {
            'content-type': answer.type,
            'content-length': String(answer.body.length),
            'cache-control': answer.fresh ? FRESH : OLDER,
            'x-content-type-options': 'nosniff',
          },
        });
      case 'missing':
        return plain(404, 'Not found', { 'cache-control': OLDER });
      case 'busy':
        return plain(503, 'Service unavailable', { 'retry-after': String(answer.retryAfterS) });
      case 'too-many':
        return plain(429, 'Too many requests', { 'retry-after': String(answer.retryAfterS) });
      case 'refused':
        return plain(502, 'Bad gateway');
    }
  } catch (error) {
    log.error('map tiles: a tile could not be answered', error, { z, x, y });
    return plain(503, 'Service unavailable', { 'retry-after': '10' });
  }
}

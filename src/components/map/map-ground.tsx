import { preconnect } from 'react-dom';
import { PAINTED_FIRST } from '@/domain/edge/painted-first';
import { TILE_SIZE, WIDE_FROM_PX, type GroundView, type TileGround } from '@/domain/map/tile-ground';

/**
 * An image the browser takes instead of a tile on the other kind of screen: nothing fetched. A
 * whole, transparent 1 × 1 GIF: a broken one is an image that failed, which the page's loader takes
 * as a first view never to be painted (domain/edge/boot-after-paint.ts).
 */
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** The page's scripts wait for the ground's paint, as for a first photo: it is the map's first view. */
const AWAITED = { [PAINTED_FIRST]: '' };

/**
 * One ground: its tiles around the box's centre. Each tile is a `<picture>` whose other-screen
 * source is an empty image, so a browser fetches only the shown ground's tiles, at once (the
 * preload scanner finds them with the page), and none of the other. The page's scripts are asked
 * for once one of them has painted (or the grace after `load`), as after a first photo.
 */
function Ground({ view, className, otherScreen }: { view: GroundView; className: string; otherScreen: string }) {
  return (
    <div className={`absolute inset-0 ${className}`} data-zoom={view.zoom}>
      {view.tiles.map((tile) => (
        <picture key={tile.src}>
          <source media={otherScreen} srcSet={NOTHING} />
          <img
            src={tile.src}
            srcSet={tile.dense ? `${tile.src} 1x, ${tile.dense} 2x` : undefined}
            alt=""
            width={TILE_SIZE}
            height={TILE_SIZE}
            decoding="async"
            draggable={false}
            {...AWAITED}
            className="absolute max-w-none select-none"
            style={{ left: `calc(50% + ${tile.left}px)`, top: `calc(50% + ${tile.top}px)` }}
          />
        </picture>
      ))}
    </div>
  );
}

/**
 * The map's first tiles as plain images (domain/map/tile-ground.ts), under where Leaflet will
 * draw, with the tile server's attribution as Leaflet shows it; the phone's ground below Tailwind's
 * `md` (WIDE_FROM_PX), the wide one from there. The tile server is connected to with the page.
 */
export function MapGround({ ground, attribution }: { ground: TileGround; attribution: string }) {
  if (ground.origin) preconnect(ground.origin);
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0" data-testid="map-ground">
      <Ground view={ground.narrow} className="md:hidden" otherScreen={`(min-width: ${WIDE_FROM_PX}px)`} />
      <Ground view={ground.wide} className="hidden md:block" otherScreen={`(max-width: ${WIDE_FROM_PX - 0.02}px)`} />
      <p className="absolute bottom-0 right-0 bg-white/80 px-1 text-[0.75rem] leading-5 text-ink">{attribution}</p>
    </div>
  );
}

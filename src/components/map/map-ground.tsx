import type { ReactNode } from 'react';
import { preconnect } from 'react-dom';
import { PAINTED_FIRST } from '@/domain/edge/painted-first';
import type { GroundMark } from '@/domain/map/ground-marks';
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
function Ground({
  view,
  className,
  otherScreen,
  tiles,
  marks,
}: {
  view: GroundView;
  className: string;
  otherScreen: string;
  tiles: boolean;
  marks: ReactNode;
}) {
  return (
    <div className={`absolute inset-0 ${className}`} data-zoom={view.zoom}>
      {tiles &&
        view.tiles.map((tile) => (
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
      {marks}
    </div>
  );
}

/** What the ground's marks show: each marker's price, and whether its address is hidden. */
export type MarkLabels = ReadonlyMap<number, { price: string; approximate: boolean }>;

/**
 * The prices and clusters on a ground (domain/map/ground-marks.ts), as Leaflet draws them. A press
 * on one is taken up by the map once it is live (map-view.tsx): the mark says which markers it holds.
 */
function Marks({ marks, labels }: { marks: readonly GroundMark[]; labels: MarkLabels }) {
  return marks.map((mark) => {
    const style = { left: `calc(50% + ${mark.left}px)`, top: `calc(50% + ${mark.top}px)` };
    const ids = mark.ids.join(' ');
    if (mark.ids.length > 1)
      return (
        <div key={ids} className="map-ground-mark map-cluster pointer-events-auto" style={style} data-mark={ids}>
          <span>{mark.ids.length}</span>
        </div>
      );
    const label = labels.get(mark.ids[0]!);
    if (!label) return null;
    return (
      <div
        key={ids}
        className={`map-ground-mark map-price pointer-events-auto${label.approximate ? ' map-price-approximate' : ''}`}
        style={style}
        data-mark={ids}
      >
        <span>{label.price}</span>
      </div>
    );
  });
}

/**
 * The map's first tiles as plain images (domain/map/tile-ground.ts), under where Leaflet will
 * draw, with the tile server's attribution as Leaflet shows it; the phone's ground below Tailwind's
 * `md` (WIDE_FROM_PX), the wide one from there. The tile server is connected to with the page.
 */
export function MapGround({
  ground,
  attribution,
  tiles = true,
  marks,
  labels,
}: {
  ground: TileGround;
  attribution: string;
  /** False once the live map's own tiles are in: only the marks may still be drawn. */
  tiles?: boolean;
  /** The markers drawn on each ground until the live map has its own (none: tiles only). */
  marks?: { narrow: readonly GroundMark[]; wide: readonly GroundMark[] } | null;
  labels?: MarkLabels;
}) {
  if (ground.origin) preconnect(ground.origin);
  const drawn = (kind: 'narrow' | 'wide') => marks && labels && <Marks marks={marks[kind]} labels={labels} />;
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0" data-testid="map-ground">
      <Ground
        view={ground.narrow}
        className="md:hidden"
        otherScreen={`(min-width: ${WIDE_FROM_PX}px)`}
        tiles={tiles}
        marks={drawn('narrow')}
      />
      <Ground
        view={ground.wide}
        className="hidden md:block"
        otherScreen={`(max-width: ${WIDE_FROM_PX - 0.02}px)`}
        tiles={tiles}
        marks={drawn('wide')}
      />
      {tiles && (
        <p className="absolute bottom-0 right-0 bg-white/80 px-1 text-[0.75rem] leading-5 text-ink">{attribution}</p>
      )}
    </div>
  );
}

'use client';

import './map-marks.css';
import dynamic from 'next/dynamic';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { GroundMark } from '@/domain/map/ground-marks';
import type { TileGround } from '@/domain/map/tile-ground';
import { firstActivity } from '@/components/islands/first-activity';
import { MapGround } from './map-ground';
import type { MapMarker, MapSettings, MapTexts } from './types';

// Leaflet, its clusters and their CSS are fetched only when the map is shown (never for the list).
const LeafletMap = dynamic(() => import('./leaflet-map').then((m) => m.LeafletMap), {
  ssr: false,
  loading: () => null,
});

/**
 * The map island of the list pages. The server draws the map's ground with the page (issue 45):
 * its first tiles and, over them, the prices and clusters where Leaflet will draw them. Leaflet
 * (most of the page's JavaScript) comes at the first sign of a person (a move, a touch, a key, a
 * scroll: components/islands/first-activity.ts) and opens on the same view; the ground's marks go
 * once Leaflet's are drawn, its tiles once Leaflet's are in. A price or cluster pressed before the
 * map was live is opened or zoomed into once it is. Without a ground (a tile template the server
 * cannot fill) Leaflet comes with the page, as there is nothing to show meanwhile.
 */
export function MapView({
  markers,
  settings,
  texts,
  ground,
  marks,
}: {
  markers: MapMarker[];
  settings: MapSettings;
  texts: MapTexts;
  ground: TileGround | null;
  marks: { narrow: GroundMark[]; wide: GroundMark[] } | null;
}) {
  const [awake, setAwake] = useState(ground === null);
  const [tilesIn, setTilesIn] = useState(ground === null);
  const [live, setLive] = useState(false);
  const [pressed, setPressed] = useState<number[] | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const labels = useMemo(
    () => new Map(markers.map((m) => [m.id, { price: m.price, approximate: m.approximate }])),
    [markers],
  );

  useEffect(() => {
    if (awake) return;
    let current = true;
    void firstActivity().then(() => current && setAwake(true));
    return () => {
      current = false;
    };
  }, [awake]);

  // A press on a ground's mark: remembered for the live map (the ground is not the map).
  useEffect(() => {
    const element = box.current;
    if (!element || live) return;
    const onClick = (event: MouseEvent) => {
      const mark = (event.target as Element).closest<HTMLElement>('[data-mark]');
      if (mark?.dataset.mark) setPressed(mark.dataset.mark.split(' ').map(Number));
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [live]);

  return (
    <div ref={box} className="relative h-[65vh] min-h-[24rem] overflow-hidden rounded-xl border border-line bg-sand">
      {ground && !(tilesIn && live) && (
        <MapGround
          ground={ground}
          attribution={settings.tiles.attribution}
          tiles={!tilesIn}
          marks={live ? null : marks}
          labels={labels}
        />
      )}
      {awake && (
        <LeafletMap
          markers={markers}
          settings={settings}
          texts={texts}
          views={ground}
          pressed={pressed}
          onTiles={() => setTilesIn(true)}
          onMarkers={() => setLive(true)}
        />
      )}
      <p className="pointer-events-none absolute right-3 top-3 z-[500] max-w-[60%] rounded bg-white/90 px-2 py-1 text-xs text-muted shadow">
        {texts.markerHint}
      </p>
    </div>
  );
}

'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { TileGround } from '@/domain/map/tile-ground';
import { MapGround } from './map-ground';
import type { MapMarker, MapSettings, MapTexts } from './types';

// Leaflet, its clusters and their CSS are fetched only when the map is shown (never for the list).
const LeafletMap = dynamic(() => import('./leaflet-map').then((m) => m.LeafletMap), {
  ssr: false,
  loading: () => null,
});

/**
 * The map island of the list pages. The server draws the map's ground (its first tiles, issue 45)
 * with the page; Leaflet opens on the same view and the ground goes once Leaflet's tiles are in.
 * Without a ground (a tile template the server cannot fill) the box waits for Leaflet as before.
 */
export function MapView({
  markers,
  settings,
  texts,
  ground,
}: {
  markers: MapMarker[];
  settings: MapSettings;
  texts: MapTexts;
  ground: TileGround | null;
}) {
  const [grounded, setGrounded] = useState(ground !== null);
  return (
    <div className="relative h-[65vh] min-h-[24rem] overflow-hidden rounded-xl border border-line bg-sand">
      {ground && grounded && <MapGround ground={ground} attribution={settings.tiles.attribution} />}
      <LeafletMap
        markers={markers}
        settings={settings}
        texts={texts}
        views={ground}
        onTiles={() => setGrounded(false)}
      />
    </div>
  );
}

'use client';

import dynamic from 'next/dynamic';
import type { MapMarker, MapSettings, MapTexts } from './types';

// Leaflet, its clusters and their CSS are fetched only when the map is shown (never for the list).
const LeafletMap = dynamic(() => import('./leaflet-map').then((m) => m.LeafletMap), {
  ssr: false,
  loading: () => <MapPlaceholder />,
});

function MapPlaceholder() {
  return <div className="h-full w-full animate-pulse bg-sand" />;
}

/** The map island of the list pages. */
export function MapView({
  markers,
  settings,
  texts,
}: {
  markers: MapMarker[];
  settings: MapSettings;
  texts: MapTexts;
}) {
  return (
    <div className="relative h-[65vh] min-h-[24rem] overflow-hidden rounded-xl border border-line bg-sand">
      <LeafletMap markers={markers} settings={settings} texts={texts} />
    </div>
  );
}

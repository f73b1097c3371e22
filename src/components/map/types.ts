import type { ShownTiles } from '@/domain/map/site-tiles';

/** One property on the map, as the server hands it to the browser (no exact spot for hidden addresses). */
export type MapMarker = {
  id: number;
  lat: number;
  lng: number;
  /** Hidden address: draw an area, never a pin. */
  approximate: boolean;
  price: string;
  title: string;
  place: string;
  href: string;
  photo: string | null;
  availability: string | null;
};

export type MapTexts = {
  approximate: string;
  close: string;
  /** `{count}` is replaced in the browser. */
  cluster: string;
  markerHint: string;
};

/**
 * Radius of the circle of a hidden address, in metres; `home` (the agency's office, from its
 * settings) is where the map opens when it has no marker to fit.
 */
export type MapSettings = { tiles: ShownTiles; radius: number; home: [number, number] };

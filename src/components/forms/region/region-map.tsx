'use client';

import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { MAX_TILE_ZOOM, type ShownTiles } from '@/domain/map/site-tiles';
import type { LatLng } from './region-points';

type Props = {
  tiles: ShownTiles;
  /** The agency's office (its settings): where a new region is drawn. */
  home: LatLng;
  label: string;
  points: LatLng[];
  onAdd: (point: LatLng) => void;
  /** Filled in once the map exists: where its centre is now (the keyboard way to add a point). */
  centreRef: React.RefObject<(() => LatLng) | null>;
};

/**
 * The Leaflet map of the search demand: a click places a corner, the region is drawn as the
 * visitor goes (a dot, a line, then the polygon). The keyboard pans it with the arrow keys.
 */
export function RegionMap({ tiles, home, label, points, onAdd, centreRef }: Props) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const addRef = useRef(onAdd);
  useEffect(() => {
    addRef.current = onAdd;
  }, [onAdd]);

  useEffect(() => {
    if (!element.current) return;
    const m = L.map(element.current, { scrollWheelZoom: false, keyboard: true });
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: MAX_TILE_ZOOM }).addTo(m);
    m.setView(home, 11);
    m.on('click', (e: L.LeafletMouseEvent) => addRef.current([e.latlng.lat, e.latlng.lng]));
    m.getContainer().setAttribute('aria-label', label);
    layer.current = L.layerGroup().addTo(m);
    map.current = m;
    centreRef.current = () => {
      const c = m.getCenter();
      return [c.lat, c.lng];
    };
    return () => {
      centreRef.current = null;
      m.remove();
      map.current = null;
    };
  }, [tiles, home, label, centreRef]);

  useEffect(() => {
    const group = layer.current;
    if (!group) return;
    group.clearLayers();
    // The agency's colour (globals.css, .map-shape); the corners are hollow.
    const style = { className: 'map-shape', weight: 2 };
    if (points.length >= 3) L.polygon(points, { ...style, fillOpacity: 0.15 }).addTo(group);
    else if (points.length === 2) L.polyline(points, style).addTo(group);
    for (const p of points)
      L.circleMarker(p, {
        ...style,
        className: 'map-shape map-shape-hollow',
        radius: 5,
        fillOpacity: 1,
        interactive: false,
      }).addTo(group);
  }, [points]);

  // A region that comes back with the page (errors elsewhere) is shown whole.
  useEffect(() => {
    if (map.current && points.length >= 2)
      map.current.fitBounds(L.latLngBounds(points), { padding: [30, 30], maxZoom: 15 });
    // Only on the first drawing: the visitor's own panning is left alone afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <div ref={element} className="h-full w-full" data-testid="region-map" />;
}

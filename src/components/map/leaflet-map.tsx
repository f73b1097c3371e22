'use client';

import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import './map.css';
import L from 'leaflet';
import { escapeHtml } from '@/domain/format/escape-html';
import { MAX_TILE_ZOOM } from '@/domain/map/site-tiles';
import { FIT_MAX_ZOOM, FIT_PADDING, HOME_ZOOM, WIDE_FROM_PX, type GroundView } from '@/domain/map/tile-ground';
import { useEffect, useRef, useState } from 'react';
import { MarkerCard } from './marker-card';
import type { MapMarker, MapSettings, MapTexts } from './types';

/** Lets the browser answer what waits (a touch, a paint) before the next piece of work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** After the browser's next frame: its layout is then done, and Leaflet's measures of the box cost nothing. */
const afterFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
/** Markers made in one task: a phone's task stays short (issue 45). */
const MARKERS_PER_TASK = 25;

async function withClusters(): Promise<typeof L> {
  // leaflet.markercluster extends the global `L` it finds when it loads.
  (window as unknown as { L: typeof L }).L = L;
  await import('leaflet.markercluster');
  return L;
}

/**
 * Price markers in clusters; a hidden address is a circle around its approximate area. The tile
 * layer comes from the site settings; when tiles cannot load (offline) the markers still show.
 */
export function LeafletMap({
  markers,
  settings,
  texts,
  views,
  pressed,
  onTiles,
  onMarkers,
}: {
  markers: MapMarker[];
  settings: MapSettings;
  texts: MapTexts;
  /** The views the server drew the ground for (domain/map/tile-ground.ts): the map opens on the shown one. */
  views: { narrow: GroundView; wide: GroundView } | null;
  /** The markers of a mark of the ground pressed before the map was live: opened (one) or zoomed into. */
  pressed: number[] | null;
  /** The map's own tiles are in (the server's ground can go). */
  onTiles: () => void;
  /** The map's markers are drawn (the ground's can go). */
  onMarkers: () => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  const tilesIn = useRef(onTiles);
  const markersIn = useRef(onMarkers);
  const pressedMark = useRef(pressed);
  useEffect(() => {
    tilesIn.current = onTiles;
    markersIn.current = onMarkers;
    pressedMark.current = pressed;
  });
  const [chosen, setChosen] = useState<MapMarker | null>(null);
  // Closing the card returns the keyboard to the marker it came from.
  const lastPin = useRef<HTMLElement | null>(null);

  useEffect(() => {
    let map: L.Map | null = null;
    let cancelled = false;
    void withClusters().then(async (leaflet) => {
      await afterFrame();
      if (cancelled || !element.current) return;
      map = leaflet.map(element.current, { scrollWheelZoom: false, keyboard: true });
      // The map and its tiles first, where the markers will be; the markers in a task of their own:
      // one long task would keep a phone from answering a touch meanwhile (issue 45).
      // The view of the ground the server drew (the same tiles, already fetched), else the markers'.
      const view = views && (window.matchMedia(`(min-width: ${WIDE_FROM_PX}px)`).matches ? views.wide : views.narrow);
      if (view) map.setView([view.lat, view.lng], view.zoom, { animate: false });
      else if (markers.length)
        map.fitBounds(leaflet.latLngBounds(markers.map((m) => [m.lat, m.lng])), {
          padding: [FIT_PADDING, FIT_PADDING],
          maxZoom: FIT_MAX_ZOOM,
        });
      else map.setView(settings.home, HOME_ZOOM);
      leaflet
        .tileLayer(settings.tiles.url, { attribution: settings.tiles.attribution, maxZoom: MAX_TILE_ZOOM })
        .once('load', () => tilesIn.current())
        .addTo(map);
      await nextTask();
      if (cancelled || !map) return;
      const shown = map;
      const clusters = leaflet.markerClusterGroup({
        showCoverageOnHover: false,
        // As wide as a price label (about 80 px): nearer markers join a cluster instead of covering each other.
        maxClusterRadius: 80,
        iconCreateFunction: (cluster) => {
          const count = cluster.getChildCount();
          const label = texts.cluster.replace('{count}', String(count));
          return leaflet.divIcon({
            html: `<span aria-label="${escapeHtml(label)}">${count}</span>`,
            className: 'map-cluster',
            iconSize: [40, 40],
          });
        },
      });
      const pins = new Map<number, L.Marker>();
      for (const [index, marker] of markers.entries()) {
        if (index > 0 && index % MARKERS_PER_TASK === 0) {
          await nextTask();
          if (cancelled) return;
        }
        const label = `${marker.price} – ${marker.title}${marker.approximate ? ` (${texts.approximate})` : ''}`;
        const pin = leaflet.marker([marker.lat, marker.lng], {
          icon: leaflet.divIcon({
            html: `<span>${escapeHtml(marker.price)}</span>`,
            className: marker.approximate ? 'map-price map-price-approximate' : 'map-price',
            iconSize: undefined,
          }),
          title: label,
          alt: label,
          keyboard: true,
          riseOnHover: true,
        });
        const choose = () => {
          lastPin.current = pin.getElement() ?? null;
          setChosen(marker);
        };
        pin.on('click', choose);
        // Enter or Space on a focused marker (clusters add and remove markers, hence on 'add').
        pin.on('add', () => {
          const element = pin.getElement();
          if (!element || element.dataset.keys) return;
          element.dataset.keys = '1';
          element.addEventListener('keydown', (event) => {
            if (event.key !== 'Enter' && event.key !== ' ') return;
            event.preventDefault();
            choose();
          });
        });
        clusters.addLayer(pin);
        pins.set(marker.id, pin);
        if (marker.approximate) {
          leaflet
            .circle([marker.lat, marker.lng], {
              radius: settings.radius,
              // The agency's colour (globals.css, .map-shape).
              className: 'map-shape',
              weight: 1,
              fillOpacity: 0.12,
              interactive: false,
            })
            .addTo(shown);
        }
      }
      await nextTask();
      if (cancelled) return;
      shown.addLayer(clusters);
      markersIn.current();
      // What was pressed on the server's ground: a price opens its card, a cluster is zoomed into.
      const ids = pressedMark.current;
      const chosenOnGround = ids?.length === 1 ? markers.find((m) => m.id === ids[0]) : undefined;
      if (chosenOnGround) {
        lastPin.current = pins.get(chosenOnGround.id)?.getElement() ?? null;
        setChosen(chosenOnGround);
      } else if (ids && ids.length > 1) {
        const members = markers.filter((m) => ids.includes(m.id));
        if (members.length)
          shown.fitBounds(leaflet.latLngBounds(members.map((m) => [m.lat, m.lng])), {
            padding: [FIT_PADDING, FIT_PADDING],
          });
      }
    });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [markers, settings, texts, views]);

  return (
    <>
      <div ref={element} className="map-canvas h-full w-full" data-testid="leaflet-map" />
      {chosen && (
        <MarkerCard
          marker={chosen}
          texts={texts}
          onClose={() => {
            setChosen(null);
            lastPin.current?.focus();
          }}
        />
      )}
    </>
  );
}

'use client';

import { useEffect, useRef, useState } from 'react';
import { MAX_TILE_ZOOM } from '@/domain/map/site-tiles';
import type { MapPosition } from '@/domain/property/map-position';

export type MapLabels = { show: string; loading: string; alt: string };

/**
 * The location on a Leaflet map. Leaflet (and any tile) is loaded only when the map scrolls into
 * view or the visitor asks for it, so the page's first paint carries no map code.
 */
export function LocationMap({
  position,
  tileUrl,
  attribution,
  labels,
}: {
  position: MapPosition;
  tileUrl: string;
  attribution: string;
  labels: MapLabels;
}) {
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // The button goes when the map is there: focus it held moves to the map, not to the page's start.
  const focusMap = useRef(false);
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const el = box.current;
    if (!el || wanted) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setWanted(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [wanted]);

  useEffect(() => {
    if (!wanted || !box.current) return;
    let map: import('leaflet').Map | null = null;
    let cancelled = false;
    void Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]).then(([mod]) => {
      const L = mod.default ?? mod;
      if (cancelled || !box.current) return;
      const center: [number, number] = [position.lat, position.lng];
      map = L.map(box.current, { scrollWheelZoom: false }).setView(center, position.kind === 'exact' ? 16 : 14);
      L.tileLayer(tileUrl, { attribution, maxZoom: MAX_TILE_ZOOM }).addTo(map);
      // The agency's colour (globals.css, .map-shape).
      const style = { className: 'map-shape' };
      if (position.kind === 'exact')
        L.circleMarker(center, { ...style, radius: 10, weight: 3, fillOpacity: 0.8 }).addTo(map);
      else L.circle(center, { ...style, radius: position.radiusM, weight: 2, fillOpacity: 0.15 }).addTo(map);
      focusMap.current = document.activeElement === button.current;
      setReady(true);
    });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [wanted, position, tileUrl, attribution]);

  useEffect(() => {
    if (ready && focusMap.current) box.current?.focus({ preventScroll: true });
  }, [ready]);

  return (
    <div className="relative aspect-[16/10] overflow-hidden rounded-xl border border-line bg-sand md:aspect-[16/7]">
      <div
        ref={box}
        role="region"
        aria-label={labels.alt}
        data-testid="location-map"
        data-map-kind={position.kind}
        className="absolute inset-0 z-0 focus-visible:outline-offset-[-3px]"
      />
      {!ready && (
        <div className="absolute inset-0 flex items-center justify-center">
          {/* aria-disabled, not disabled: a disabled button loses the keyboard's focus while it loads. */}
          <button
            ref={button}
            type="button"
            className="btn btn-ghost bg-white"
            onClick={() => setWanted(true)}
            aria-disabled={wanted || undefined}
          >
            {wanted ? labels.loading : labels.show}
          </button>
        </div>
      )}
    </div>
  );
}

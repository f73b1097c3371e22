'use client';

import { Photo } from '@/components/media/photo';
import { useEffect, useRef } from 'react';
import type { MapMarker, MapTexts } from './types';

/** The property of the chosen marker, over the map; Escape or the close button returns to it. */
export function MarkerCard({ marker, texts, onClose }: { marker: MapMarker; texts: MapTexts; onClose: () => void }) {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    link.current?.focus();
  }, [marker]);
  return (
    <article
      className="absolute inset-x-3 bottom-3 z-[1000] flex gap-3 overflow-hidden rounded-xl border border-line bg-white shadow-xl sm:left-auto sm:w-96"
      aria-label={marker.title}
      data-testid="map-card"
      data-map-card=""
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="relative w-32 shrink-0 bg-sand">
        {marker.photo && <Photo src={marker.photo} alt="" fill sizes="128px" className="object-cover" />}
        {marker.availability && (
          <span className="absolute left-1 top-1 rounded bg-ink px-1.5 py-0.5 text-[10px] font-bold uppercase text-white">
            {marker.availability}
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 py-3 pr-10">
        <p className="text-xs text-muted">{marker.place}</p>
        <a ref={link} href={marker.href} className="font-semibold leading-snug hover:underline">
          {marker.title}
        </a>
        <p className="font-semibold text-brand">{marker.price}</p>
        {marker.approximate && <p className="text-xs text-muted">{texts.approximate}</p>}
      </div>
      <button
        type="button"
        onClick={onClose}
        className="absolute right-1 top-1 inline-flex h-9 w-9 items-center justify-center rounded-full hover:bg-sand"
        aria-label={texts.close}
      >
        <span aria-hidden="true">×</span>
      </button>
    </article>
  );
}

'use client';

import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import type { FieldMetadata } from '@conform-to/react';
import type { FieldSpec } from '../types';
import { useHydrated } from '../use-hydrated';
import { MAX_POINTS, parsePoints, roundPoint, type LatLng } from './region-points';

// Leaflet and its CSS are fetched only on the search demand page, and only in the browser.
const RegionMap = dynamic(() => import('./region-map').then((m) => m.RegionMap), {
  ssr: false,
  loading: () => <div className="h-full w-full animate-pulse bg-sand" />,
});

function status(texts: NonNullable<FieldSpec['map']>['texts'], count: number): string {
  if (count === 0) return texts.points.none;
  if (count === 1) return texts.points.one;
  if (count === 2) return texts.points.two;
  return texts.points.other.replace('{count}', String(count));
}

/**
 * A region drawn on a map, as an alternative to postal codes: clicks (or the centre button, for
 * the keyboard) add corners; the value is a JSON list of [lat, lng] in a hidden field. Without
 * JavaScript the field is not shown and the postal codes do the job.
 */
export function RegionField({ spec, meta, error }: { spec: FieldSpec; meta: FieldMetadata<unknown>; error?: string }) {
  const map = spec.map!;
  const [points, setPoints] = useState<LatLng[]>(() => parsePoints(meta.initialValue));
  const centreRef = useRef<(() => LatLng) | null>(null);
  const add = (p: LatLng) => setPoints((list) => (list.length >= MAX_POINTS ? list : [...list, roundPoint(p)]));
  const hintId = `${meta.id}-hint`;
  const describedBy = [error ? meta.errorId : null, hintId, `${meta.id}-status`].filter(Boolean).join(' ');
  // Not in the server HTML: a map to click on needs JavaScript. The marker asks the form's island
  // to load its code at once rather than at the first activity (islands/hydrate-on-activity).
  const hydrated = useHydrated();
  if (!hydrated) return <div hidden data-hydrate-now="" />;

  return (
    <fieldset className="col-span-6" aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 font-medium">{spec.label}</legend>
      <input type="hidden" id={meta.id} name={meta.name} value={points.length ? JSON.stringify(points) : ''} />
      <p id={hintId} className="mb-2 text-sm text-muted">
        {spec.hint}
      </p>
      <div
        className={`relative h-72 overflow-hidden rounded-xl border bg-sand sm:h-96 ${error ? 'border-red-700' : 'border-line'}`}
      >
        <RegionMap
          tiles={map.tiles}
          home={map.home}
          label={map.texts.label}
          points={points}
          onAdd={add}
          centreRef={centreRef}
        />
        {/* The point the centre button adds. */}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute left-1/2 top-1/2 z-[500] -ml-3 -mt-3 size-6 rounded-full border-2 border-brand"
        />
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className="btn btn-ghost" onClick={() => centreRef.current && add(centreRef.current())}>
          {map.texts.addCentre}
        </button>
        <button
          type="button"
          className="btn btn-ghost disabled:cursor-not-allowed disabled:opacity-50"
          disabled={!points.length}
          onClick={() => setPoints((list) => list.slice(0, -1))}
        >
          {map.texts.undo}
        </button>
        <button
          type="button"
          className="btn btn-ghost disabled:cursor-not-allowed disabled:opacity-50"
          disabled={!points.length}
          onClick={() => setPoints([])}
        >
          {map.texts.clear}
        </button>
      </div>
      <p id={`${meta.id}-status`} aria-live="polite" className="mt-1 text-sm">
        {status(map.texts, points.length)}
      </p>
      {error && (
        <p id={meta.errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

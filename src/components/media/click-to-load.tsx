'use client';

import { useState } from 'react';
import { useConsentFor } from '../consent/consent-context';

export type EmbedItem = {
  key: string;
  src: string;
  title: string;
  provider: string;
  kind: 'video' | 'tour';
  external: string;
};
export type EmbedLabels = { play: string; tour: string; consent: string; newTab: string };

/**
 * A third-party player or tour that loads nothing from the third party until the visitor clicks
 * or has given consent for social media content (issue 7).
 */
export function ClickToLoad({ item, labels }: { item: EmbedItem; labels: EmbedLabels }) {
  const [clicked, setClicked] = useState(false);
  // Social-media consent loads every embed at once; without it, a click is consent for this one.
  const loaded = useConsentFor('social') || clicked;
  const fill = (text: string) => text.replace('{provider}', item.provider);
  return (
    <figure className="space-y-2">
      <div className="relative aspect-video overflow-hidden rounded-xl bg-ink text-white">
        {loaded ? (
          <iframe
            src={item.src}
            title={item.title}
            className="absolute inset-0 h-full w-full"
            allow="autoplay; fullscreen; picture-in-picture; xr-spatial-tracking"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center">
            <button type="button" onClick={() => setClicked(true)} className="btn btn-primary" data-testid="embed-load">
              <span aria-hidden="true">{item.kind === 'video' ? '▶' : '⟳'}</span>{' '}
              {fill(item.kind === 'video' ? labels.play : labels.tour)}
            </button>
            <p className="max-w-md text-xs text-white/80">{fill(labels.consent)}</p>
          </div>
        )}
      </div>
      <figcaption className="flex flex-wrap justify-between gap-2 text-sm text-muted">
        <span>{item.title}</span>
        <a
          href={item.external}
          target="_blank"
          rel="noopener noreferrer"
          className="underline-offset-2 hover:underline"
        >
          {labels.newTab} <span aria-hidden="true">↗</span>
        </a>
      </figcaption>
    </figure>
  );
}

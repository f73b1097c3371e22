'use client';

import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { LightboxLabels } from './lightbox';
import { GALLERY_THUMBS as THUMBS } from './gallery-thumbs';

// The viewer's code comes when a photo is opened, not with the page (issue 45).
const Lightbox = lazy(() => import('./lightbox').then((m) => ({ default: m.Lightbox })));

export type GalleryPhoto = { src: string; width: number; height: number; alt: string };
export type GalleryLabels = LightboxLabels & { open: string; showAll: string };

/**
 * The large first photo (the page's largest paint: eager, high priority, fixed 4:3 box so nothing
 * shifts), thumbnails, and a full-screen viewer. Without JavaScript the photos still show. The
 * pictures come rendered by the server (`firstImage`, `thumbImages`: <Photo> elements), so the
 * page ships no image code for them (issue 45).
 */
export function PhotoGallery({
  photos,
  labels,
  overlay,
  firstImage,
  thumbImages,
}: {
  photos: GalleryPhoto[];
  labels: GalleryLabels;
  overlay?: ReactNode;
  firstImage: ReactNode;
  thumbImages: ReactNode[];
}) {
  const [open, setOpen] = useState<number | null>(null);
  const [first, ...rest] = photos;
  if (!first) return null;
  const fill = (template: string, n: number) =>
    template.replace('{number}', String(n)).replace('{total}', String(photos.length));
  const hidden = Math.max(0, rest.length - THUMBS);
  return (
    <div className="space-y-2">
      <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-sand">
        <button
          type="button"
          onClick={() => setOpen(0)}
          className="group absolute inset-0 block cursor-zoom-in focus-visible:outline-offset-[-4px]"
          aria-label={fill(labels.open, 1)}
        >
          {firstImage}
        </button>
        {overlay && <div className="pointer-events-none absolute left-4 top-4 flex flex-wrap gap-2">{overlay}</div>}
        {photos.length > 1 && (
          <button
            type="button"
            onClick={() => setOpen(0)}
            className="absolute bottom-3 right-3 rounded-full bg-white/95 px-4 py-2 text-sm font-semibold shadow print:hidden"
          >
            {labels.showAll.replace('{total}', String(photos.length))}
          </button>
        )}
      </div>
      {rest.length > 0 && (
        <ul className="grid grid-cols-4 gap-2 sm:grid-cols-8 print:hidden">
          {rest.slice(0, THUMBS).map((photo, i) => {
            const index = i + 1;
            const more = i === THUMBS - 1 && hidden > 0;
            return (
              <li
                key={`${photo.src}-${index}`}
                className={`relative aspect-[4/3] overflow-hidden rounded-md bg-sand ${i >= 4 ? 'max-sm:hidden' : ''}`}
              >
                <button
                  type="button"
                  onClick={() => setOpen(index)}
                  className="absolute inset-0 block cursor-zoom-in"
                  aria-label={fill(labels.open, index + 1)}
                >
                  {thumbImages[i]}
                  {more && (
                    <span
                      aria-hidden="true"
                      className="absolute inset-0 flex items-center justify-center bg-ink/60 text-lg font-semibold text-white"
                    >
                      +{hidden + 1}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {open !== null && (
        <Suspense fallback={null}>
          <Lightbox photos={photos} start={open} labels={labels} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
}

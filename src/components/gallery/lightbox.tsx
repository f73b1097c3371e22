'use client';

import { Photo } from '@/components/media/photo';
import { useEffect, useRef, useState } from 'react';
import type { GalleryPhoto } from './photo-gallery';

export type LightboxLabels = { viewer: string; close: string; previous: string; next: string; counter: string };

const SWIPE_PX = 40;

/**
 * Full-screen photo viewer on a modal <dialog>: the browser traps focus and closes on Escape;
 * arrows and swipes move between photos, wrapping around; a live counter says where you are.
 */
export function Lightbox({
  photos,
  start,
  labels,
  onClose,
}: {
  photos: GalleryPhoto[];
  start: number;
  labels: LightboxLabels;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const total = photos.length;
  const go = (delta: number) => setIndex((i) => (i + delta + total) % total);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    const opener = document.activeElement as HTMLElement | null;
    el.showModal();
    document.documentElement.style.overflow = 'hidden';
    return () => {
      document.documentElement.style.overflow = '';
      opener?.focus();
    };
  }, []);

  const photo = photos[index]!;
  const counter = labels.counter.replace('{current}', String(index + 1)).replace('{total}', String(total));
  return (
    <dialog
      ref={dialog}
      aria-label={labels.viewer}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') go(1);
        else if (e.key === 'ArrowLeft') go(-1);
        else if (e.key === 'Home') setIndex(0);
        else if (e.key === 'End') setIndex(total - 1);
        else return;
        e.preventDefault();
      }}
      onTouchStart={(e) => {
        const t = e.touches[0];
        touch.current = t ? { x: t.clientX, y: t.clientY } : null;
      }}
      onTouchEnd={(e) => {
        const t = e.changedTouches[0];
        const from = touch.current;
        touch.current = null;
        if (!t || !from) return;
        const dx = t.clientX - from.x;
        if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(t.clientY - from.y)) go(dx < 0 ? 1 : -1);
      }}
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none bg-ink/95 p-0 text-white backdrop:bg-ink/80"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <p aria-live="polite" aria-atomic="true" data-testid="lightbox-counter" className="text-sm tabular-nums">
            {counter}
          </p>
          <button
            type="button"
            onClick={onClose}
            className="rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-white/60 hover:bg-white/10"
            autoFocus
          >
            {labels.close} <span aria-hidden="true">✕</span>
          </button>
        </div>
        <div className="relative flex-1 touch-pan-y select-none">
          <Photo
            key={photo.src + index}
            src={photo.src}
            alt={photo.alt}
            fill
            sizes="100vw"
            className="object-contain"
          />
        </div>
        <div className="flex items-center justify-center gap-4 px-4 py-4">
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label={labels.previous}
            className="rounded-full px-5 py-3 text-xl ring-1 ring-white/60 hover:bg-white/10"
          >
            <span aria-hidden="true">←</span>
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            aria-label={labels.next}
            className="rounded-full px-5 py-3 text-xl ring-1 ring-white/60 hover:bg-white/10"
          >
            <span aria-hidden="true">→</span>
          </button>
        </div>
      </div>
    </dialog>
  );
}

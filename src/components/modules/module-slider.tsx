'use client';

import { Children, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { useTexts } from '@/components/i18n/client-texts';
import { showsArrows } from './slider-arrows';

/**
 * A slider of server-rendered slides (Embla): previous/next buttons, arrow keys, swipe, and a
 * "slide N of M" status for screen readers. Slides out of view are inert: neither Tab nor a screen
 * reader lands on a link nobody sees. Reduced motion: jumps instead of gliding.
 */
export function ModuleSlider({
  children,
  perView = 1,
  label,
}: {
  children: ReactNode;
  perView?: number;
  label: string;
}) {
  const t = useTexts('Modules');
  const reduced = typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const [viewport, embla] = useEmblaCarousel({
    align: 'start',
    loop: false,
    duration: reduced ? 0 : 25,
    inViewThreshold: 0.5,
  });
  const [state, setState] = useState({
    index: 0,
    count: Children.count(children),
    prev: false,
    next: Children.count(children) > perView,
  });
  const update = useCallback(() => {
    if (!embla) return;
    setState({
      index: embla.selectedScrollSnap(),
      count: embla.scrollSnapList().length,
      prev: embla.canScrollPrev(),
      next: embla.canScrollNext(),
    });
  }, [embla]);
  useEffect(() => {
    if (!embla) return;
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update]);
  // A move asked before Embla is ready (an arrow pressed on the server HTML and pressed again when
  // the slider's code came, docs/decisions/009): made as soon as it is.
  const pending = useRef<'prev' | 'next' | null>(null);
  const move = (to: 'prev' | 'next') => {
    if (!embla) pending.current = to;
    else if (to === 'prev') embla.scrollPrev();
    else embla.scrollNext();
  };
  useEffect(() => {
    if (!embla || !pending.current) return;
    if (pending.current === 'prev') embla.scrollPrev();
    else embla.scrollNext();
    pending.current = null;
  }, [embla]);
  // The slides in view, as Embla observes them (after each move too); '' until it has (server HTML,
  // no JavaScript, the first moment): every slide is reachable then.
  const subscribe = useCallback(
    (changed: () => void) => {
      embla?.on('slidesInView', changed).on('reInit', changed);
      return () => void embla?.off('slidesInView', changed).off('reInit', changed);
    },
    [embla],
  );
  const inViewList = useSyncExternalStore(
    subscribe,
    () => embla?.slidesInView().join(',') ?? '',
    () => '',
  );
  const inView = inViewList ? new Set(inViewList.split(',').map(Number)) : null;
  const basis = perView >= 3 ? 'md:basis-1/2 lg:basis-1/3' : perView === 2 ? 'md:basis-1/2' : '';
  const arrow = 'btn btn-ghost h-11 w-11 px-0 disabled:opacity-40';
  return (
    <div
      // A group, not a region: the module's section around it is already the landmark of that
      // name, and two landmarks of one name cannot be told apart (WAI-ARIA carousel pattern).
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') move('prev');
        if (event.key === 'ArrowRight') move('next');
      }}
    >
      <div ref={viewport} className="overflow-hidden">
        <ul className="-ml-4 flex touch-pan-y">
          {Children.map(children, (child, i) => (
            <li
              className={`min-w-0 shrink-0 grow-0 basis-full pl-4 ${basis}`}
              aria-roledescription="slide"
              aria-label={t('slideOf', { index: String(i + 1), count: String(Children.count(children)) })}
              // A slide out of view is out of the focus order and of the accessibility tree: its
              // links are reached with the buttons (WAI-ARIA carousel pattern).
              inert={inView !== null && !inView.has(i)}
            >
              {child}
            </li>
          ))}
        </ul>
      </div>
      {showsArrows(Children.count(children), state) && (
        <div className="mt-4 flex items-center justify-end gap-2">
          <p className="sr-only" aria-live="polite">
            {t('slideOf', { index: String(state.index + 1), count: String(state.count) })}
          </p>
          <button
            type="button"
            className={arrow}
            onClick={() => move('prev')}
            disabled={!state.prev}
            aria-label={t('previous')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className={arrow}
            onClick={() => move('next')}
            disabled={!state.next}
            aria-label={t('next')}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </div>
  );
}

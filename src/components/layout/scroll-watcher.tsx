'use client';

import { useEffect, useState } from 'react';
import { Icon } from './icons';

const HEADER_FIXED_AFTER = 30; // px, specification section 9
const SCROLL_TOP_AFTER = 10; // px
const SCROLL_DURATION = 500; // ms

function scrollToTop() {
  const start = window.scrollY;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return window.scrollTo(0, 0);
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / SCROLL_DURATION);
    const eased = 1 - Math.pow(1 - progress, 3);
    window.scrollTo(0, Math.round(start * (1 - eased)));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** Scrolled this far back up, the visitor is heading for the top: the button comes. */
const UP_INTENT = 24; // px

/**
 * Marks the document as scrolled (the header becomes fixed) and shows the scroll-to-top button
 * (specification: after 10 px) while the visitor scrolls back up: on the way down it would sit on
 * what they read, tap or fill in (a phone's search button, a map's card), so it goes away.
 */
export function ScrollWatcher({ label }: { label: string }) {
  const [showTop, setShowTop] = useState(false);
  useEffect(() => {
    let turn = window.scrollY; // where the last change of direction was
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      document.documentElement.dataset.scrolled = String(y > HEADER_FIXED_AFTER);
      if (y > last) turn = y; // going down: the way back up starts from here
      last = y;
      setShowTop(y > SCROLL_TOP_AFTER && turn - y >= UP_INTENT);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!showTop) return null;
  return (
    <button
      type="button"
      onClick={() => {
        scrollToTop();
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
      data-scroll-top=""
      className="fixed bottom-5 right-5 z-[1100] inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand text-on-brand shadow-lg hover:bg-brand-dark"
      aria-label={label}
    >
      <Icon name="arrowUp" className="h-6 w-6" />
    </button>
  );
}

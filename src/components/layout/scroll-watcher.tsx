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

/** Marks the document as scrolled (the header becomes fixed) and shows the scroll-to-top button. */
export function ScrollWatcher({ label }: { label: string }) {
  const [showTop, setShowTop] = useState(false);
  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY;
      document.documentElement.dataset.scrolled = String(y > HEADER_FIXED_AFTER);
      setShowTop(y > SCROLL_TOP_AFTER);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!showTop) return null;
  return (
    <button
      type="button"
      data-scroll-top=""
      onClick={() => {
        scrollToTop();
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
      className="fixed bottom-5 right-5 z-[1100] inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand text-white shadow-lg hover:bg-brand-dark"
      aria-label={label}
    >
      <Icon name="arrowUp" className="h-6 w-6" />
    </button>
  );
}

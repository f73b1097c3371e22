'use client';

import { useEffect } from 'react';

/**
 * Back and Forward show the page where the visitor left it, at once (issue 33).
 *
 * The browser restores a history entry's scroll position right after the popstate event (Next.js
 * has rendered the restored page by then). With `html { scroll-behavior: smooth }` (globals.css,
 * for in-page anchors) Chromium animates that restore from where the previous page was, the top
 * of a card's page: for most of a second, or for good when a touch stopped it, the tapped card was
 * hundreds of pixels below its place. `data-scroll-behavior` on <html> only makes Next.js's own
 * jump to the top of a new page instant, not the browser's restore. So smoothing is off from the
 * popstate event for a while, and anchors stay smooth. Not only until the next task: on a loaded
 * phone the restore came later (once the list had rendered again) and was animated all the same
 * (the journey's frames: 10, 23, 45 … 1987 px); a link to an anchor within that second and a half
 * after Back just jumps.
 */
const INSTANT_MS = 1500;

export function InstantHistoryScroll() {
  useEffect(() => {
    const root = document.documentElement;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onPopState = () => {
      root.style.scrollBehavior = 'auto';
      clearTimeout(timer);
      timer = setTimeout(() => root.style.removeProperty('scroll-behavior'), INSTANT_MS);
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      clearTimeout(timer);
      root.style.removeProperty('scroll-behavior');
    };
  }, []);
  return null;
}

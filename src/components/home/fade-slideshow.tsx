'use client';

import { Children, useEffect, useState, type ReactNode } from 'react';
import { PlayPauseButton } from './play-pause-button';

const INTERVAL_MS = 6000;
const FADE_MS = 500; // specification section 9: slideshow autoplay, fade, 500 ms

/**
 * Cross-fading slides that play by themselves, with a pause button (WCAG 2.2.2) and no autoplay
 * for visitors who prefer reduced motion. The first slide is server-rendered and visible at once.
 */
export function FadeSlideshow({ children, label }: { children: ReactNode; label: string }) {
  const slides = Children.toArray(children);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const sync = () => setReduced(query.matches);
    sync();
    query.addEventListener('change', sync);
    return () => query.removeEventListener('change', sync);
  }, []);
  useEffect(() => {
    if (!playing || reduced || slides.length < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % slides.length), INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [playing, reduced, slides.length]);
  return (
    <div className="absolute inset-0" role="group" aria-roledescription="carousel" aria-label={label}>
      {slides.map((slide, i) => (
        <div
          key={i}
          aria-hidden={i !== index}
          // Hidden slides lie on top of each other at opacity 0: without inert, their links would
          // take the clicks and the Tab stops meant for the visible slide.
          inert={i !== index}
          className="absolute inset-0 transition-opacity ease-in-out"
          style={{ opacity: i === index ? 1 : 0, transitionDuration: `${FADE_MS}ms` }}
        >
          {slide}
        </div>
      ))}
      {slides.length > 1 && <PlayPauseButton playing={playing && !reduced} onClick={() => setPlaying((p) => !p)} />}
    </div>
  );
}

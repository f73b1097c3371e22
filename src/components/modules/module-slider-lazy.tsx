'use client';

import { hydrateOnActivity } from '../islands/hydrate-on-activity';

/**
 * A module's slider (home and content pages), rendered on the server with every slide in the HTML,
 * with its code (Embla, about 7.5 KB compressed) fetched at the first sign of a person rather than
 * with the page (issue 45, as the search box and the lead form: docs/decisions/009 and 011).
 * Before that every slide is reachable by scrolling and Tab; a button pressed meanwhile (an arrow,
 * a favourite in a slide) is pressed again once the slider is live.
 */
export const LazyModuleSlider = hydrateOnActivity(
  () => import('./module-slider').then((m) => m.ModuleSlider),
  typeof window === 'undefined' ? (await import('./module-slider')).ModuleSlider : undefined,
);

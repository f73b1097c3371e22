'use client';

import { hydrateOnActivity } from '../islands/hydrate-on-activity';

/**
 * The search box (home and 404 pages), rendered on the server as a complete GET form, with its
 * code (React Aria widgets, about 70 KB) fetched at the first sign of a person rather than with
 * the page (issue 9; docs/decisions/011-search-box-on-activity.md). A page that never shows one
 * (every page holds a 404 boundary with a search box) never downloads it.
 */
export const LazySearchBox = hydrateOnActivity(
  () => import('./search-box').then((m) => m.SearchBox),
  typeof window === 'undefined' ? (await import('./search-box')).SearchBox : undefined,
);

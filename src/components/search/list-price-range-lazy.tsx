'use client';

import { hydrateOnActivity } from '../islands/hydrate-on-activity';

/**
 * The lists' price slider, rendered on the server with its typed fields (a plain form sends them),
 * its code (React Aria's slider) fetched at the first sign of a person, as the home box's
 * (docs/decisions/011-search-box-on-activity.md).
 */
export const LazyListPriceRange = hydrateOnActivity(
  () => import('./list-price-range').then((m) => m.ListPriceRange),
  typeof window === 'undefined' ? (await import('./list-price-range')).ListPriceRange : undefined,
);

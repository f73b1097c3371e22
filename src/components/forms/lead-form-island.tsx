'use client';

import { hydrateOnActivity } from '../islands/hydrate-on-activity';

/** The lead form, hydrated at the first sign of a person (its code: Conform, zod, the schemas). */
export const LeadFormIsland = hydrateOnActivity(
  () => import('./lead-form').then((m) => m.LeadForm),
  typeof window === 'undefined' ? (await import('./lead-form')).LeadForm : undefined,
);

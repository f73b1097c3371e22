/**
 * The ways to act on a property detail page (issue 20): where "request a visit" goes and the
 * agency's number as a `tel:` link that works from any phone, also one abroad.
 */

import type { PropertyForm } from '../forms/registry';

/** The contact page's forms a visit request can open. */
type VisitForm = Extract<PropertyForm, 'appointment' | 'visit'>;

/**
 * A property with free slots is booked directly (its slots are shown); without any, the visitor
 * asks for a visit with a preferred day. When slots exist, the visit form stays reachable as
 * "another moment" for those whom no slot suits.
 */
export function visitLinks(
  contactPath: string,
  propertyId: number,
  freeSlots: number,
): { visit: string; otherMoment: string | null } {
  const to = (form: VisitForm) => `${contactPath}?property=${propertyId}&form=${form}`;
  return freeSlots > 0
    ? { visit: to('appointment'), otherMoment: to('visit') }
    : { visit: to('visit'), otherMoment: null };
}

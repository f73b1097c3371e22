/**
 * The ways to act on a property detail page (issue 20): where "request a visit" goes and the
 * agency's number as a `tel:` link that works from any phone, also one abroad.
 */

import type { PropertyForm } from './forms/registry';

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

/**
 * `tel:` in international form (+32…): a Belgian national number (leading 0) gets the country
 * code, 00 becomes +, a number already with + keeps it. No digits → '' (render no link).
 */
export function internationalTel(raw: string | null | undefined, countryCode = '32'): string {
  if (typeof raw !== 'string') return '';
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return '';
  if (trimmed.startsWith('+')) return `tel:+${digits}`;
  if (digits.startsWith('00')) return `tel:+${digits.slice(2)}`;
  if (digits.startsWith('0')) return `tel:+${countryCode}${digits.slice(1)}`;
  return `tel:+${countryCode}${digits}`;
}

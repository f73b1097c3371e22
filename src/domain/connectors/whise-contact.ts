import type { LeadContact } from '../forms/definition';
import { leadPerson } from './values';
import { WHISE_LANGUAGES } from './whise-codes';

/**
 * A lead as a contact in Whise (`POST v1/contacts/upsert`, issue 30): the person, the language
 * they wrote in, the listing they asked about. Whise matches contacts on the e-mail address, so a
 * lead without one has no place there (null). The visitor's message and the form's other fields go
 * in `Message` (docs/connectors.md). Pure.
 */
const SOFTWARE_LEAD_KINDS = [
  'contact',
  'visit',
  'appointment',
  'info',
  'documents',
  'valuation',
  'demand',
  'offer',
  'rental',
] as const;

export function forSoftware(kind: string): boolean {
  return (SOFTWARE_LEAD_KINDS as readonly string[]).includes(kind);
}

export function whiseContact(
  lead: { locale: string; payload: Record<string, unknown>; contact: LeadContact; message?: string },
  where: { estateId?: number; officeId?: number },
): Record<string, unknown> | null {
  const person = leadPerson(lead);
  if (!person) return null;
  const body: Record<string, unknown> = {
    Name: person.name,
    ...(person.firstName ? { FirstName: person.firstName } : {}),
    PrivateEmail: person.email,
    LanguageId: WHISE_LANGUAGES[lead.locale as 'nl'] ?? WHISE_LANGUAGES.nl,
    CountryId: 1,
    StatusId: 1,
  };
  if (lead.contact.phone) body.PrivateMobile = lead.contact.phone;
  // Whise's contact takes the lead's text in `Message` (a live agency site's client, and Whise's
  // older web services); the visitor's words and every field of the form without one of its own.
  const message = lead.message ?? lead.contact.message;
  if (message) body.Message = message.slice(0, 4_000);
  if (where.estateId) body.EstateIds = [where.estateId];
  if (where.officeId) body.OfficeIds = [where.officeId];
  return body;
}

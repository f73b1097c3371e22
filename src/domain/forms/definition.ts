import type { z } from 'zod';
import type { SectionLayout } from './layout';
import type { ThankYouForm } from './thank-you-pages';
import type { RecapLine } from './recap';

/** Who sent a form, as the agency reads it: name and e-mail always, phone and own words when the form asks them. */
export type LeadContact = { name: string; email: string | null; phone?: string; message?: string };

/** What a form stores beside its submission row, in the same transaction (lib/leads/store-steps.ts). */
export type StoreStep =
  'appointmentBooking' | 'documentRequest' | 'searchDemand' | 'testimonial' | 'newsletterSubscription';

/** The mails a form queues (lib/leads/mails.ts): the agency's copy, the visitor's, the friend's, the opt-in link. */
type LeadMail = 'agency' | 'visitor' | 'friend' | 'newsletterConfirm';

type Keys<S extends z.ZodType> = Extract<keyof z.input<S>, string>;

/**
 * One lead form, whole: its schema, its layout (typed by the schema's keys) and its behaviour. The
 * server action, the route, the mails and the layout components read it; none of them branch on
 * a form's kind. `value` is the schema's output: the parsed submission.
 */
export type LeadFormSpec<Kind extends string, S extends z.ZodType> = {
  kind: Kind;
  schema: S;
  layout: SectionLayout<Keys<S>>[];
  /** The thank-you page; a project's info request has its own. */
  thankYou: ThankYouForm | ((about: { projectId?: number }) => ThankYouForm);
  /** About a property: 'required' refuses a post without a published one; `goal` 0 sale, 1 rent. */
  property?: { need: 'optional' | 'required'; goal?: 0 | 1 };
  contact: (value: z.output<S>) => LeadContact;
  stores?: StoreStep;
  mails: readonly LeadMail[];
  /** The visitor mail's first line instead of the usual one (a key under `Mail`). */
  visitorIntro?: 'documentsIntro';
  /** Send to a friend: who receives the friend mail, also limited per day whoever sends it. */
  friend?: (value: z.output<S>) => { email: string; firstName: string; message?: string };
  /** Files kept in the upload storage: the stored row holds their key instead of the file. */
  uploads?: readonly { field: Keys<S>; as: 'image' | 'document'; folder: 'testimonials' | 'cv' }[];
  /** The search engines do not index its page (a form only reached from a property, with terms). */
  noindex?: true;
  /** Shown instead when the form has no free choice left (an appointment without free slots). */
  whenFull?: 'visit';
  /** The choices the thank-you page recaps (never who sent it). */
  recap?: (payload: Record<string, unknown>) => RecapLine[];
  /** The live "10 % advance" line under the amount (offer to purchase). */
  advanceNotice?: true;
};

/** A form as the registry holds it: the same, its typed callbacks taking the stored record. */
export type LeadForm = Omit<LeadFormSpec<string, z.ZodType>, 'contact' | 'friend' | 'layout' | 'uploads'> & {
  layout: SectionLayout[];
  contact: (value: Record<string, unknown>) => LeadContact;
  friend?: (value: Record<string, unknown>) => { email: string; firstName: string; message?: string };
  uploads?: readonly { field: string; as: 'image' | 'document'; folder: 'testimonials' | 'cv' }[];
};

/** Checks a form against its own schema's types, then hands it to the registry. */
export function defineLeadForm<const Kind extends string, S extends z.ZodType>(
  spec: LeadFormSpec<Kind, S>,
): LeadForm & { kind: Kind; schema: S } {
  return spec as unknown as LeadForm & { kind: Kind; schema: S };
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** "An Peeters": the given parts that are there, trimmed by the schema already. */
export const fullName = (...parts: unknown[]): string => parts.map(text).filter(Boolean).join(' ');
/** The honeypot's name: a field people never see and bots like to fill (checked before parsing). */
export const HONEYPOT = 'website_url';

/** A text field's value, or undefined when it is empty or not a text. */
export const said = (v: unknown): string | undefined => text(v) || undefined;
/** The address in lower case, or null when none was given. */
export const mailbox = (v: unknown): string | null => text(v).toLowerCase() || null;

/** The contact of a form with the usual person fields, and the field that holds the visitor's own words. */
export const personContact = (
  v: { firstName?: unknown; lastName?: unknown; email?: unknown; phone?: unknown },
  ownWords?: unknown,
): LeadContact => ({
  name: fullName(v.firstName, v.lastName),
  email: mailbox(v.email),
  phone: said(v.phone),
  message: said(ownWords),
});

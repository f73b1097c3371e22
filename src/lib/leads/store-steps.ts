import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/open';
import {
  appointmentBookings,
  appointmentSlots,
  documentRequests,
  documents,
  newsletterSubscriptions,
  searchDemands,
  testimonials,
} from '@/db/schema';
import { formatMoment } from '@/domain/format/dates';
import type { StoreStep } from '@/domain/forms/definition';
import { localizedText } from '@/domain/language/localized-text';
import { formatPhone } from '@/domain/format/phone';
import { slugify } from '@/domain/property/text';
import { content } from '@/lib/content/load';
import { mailTranslator, type MailBlock } from '@/lib/mail/render';
import type { LeadMailInput } from './mails';
import { siteUrl } from './newsletter-mail';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export const newToken = () => randomBytes(24).toString('base64url');

/** A refusal inside the transaction: nothing of the submission is kept. */
export type Refusal = { status: 'full' } | { status: 'already-requested' };
export class Abort extends Error {
  constructor(readonly result: Refusal | { status: 'duplicate'; submissionId: number }) {
    super(result.status);
  }
}

export type StepInput = Omit<LeadMailInput, 'kind' | 'extra'> & { tx: Tx };
/** What a step adds to the mails: blocks for them, the newsletter's opt-in token, properties to refresh. */
export type StepResult = {
  extra?: MailBlock[];
  confirmToken?: string;
  refresh?: number[];
  /** The visitor's mail says this instead of "we received it" (a booked visit names its moment). */
  visitor?: { subject: string; intro: string };
};

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Atomic: the slot's row is only updated while a place is left, whatever runs concurrently. */
async function appointmentBooking({
  tx,
  submissionId,
  locale,
  data,
  property,
  visitorName,
}: StepInput): Promise<StepResult> {
  if (!property) return {};
  const [slot] = await tx
    .update(appointmentSlots)
    .set({ booked: sql`${appointmentSlots.booked} + 1` })
    .where(
      and(
        eq(appointmentSlots.id, Number(data.slotId)),
        eq(appointmentSlots.propertyId, property.id),
        isNull(appointmentSlots.cancelledAt),
        sql`${appointmentSlots.booked} < ${appointmentSlots.capacity}`,
        gt(appointmentSlots.startsAt, new Date()),
      ),
    )
    .returning();
  if (!slot) throw new Abort({ status: 'full' });
  await tx.insert(appointmentBookings).values({ slotId: slot.id, submissionId });
  const when = formatMoment(slot.startsAt, locale);
  const t = mailTranslator(locale);
  const { phone, email } = content().site.agency;
  return {
    extra: [{ heading: t('Mail.appointment'), lines: [when] }],
    visitor: {
      subject: t('Mail.appointmentSubject', { when }),
      intro: t('Mail.appointmentIntro', { name: visitorName, when, phone: formatPhone(phone), email }),
    },
    // A booked place changes what the property's visit form offers, on every server's stored pages.
    refresh: [property.id],
  };
}

/** Once per property and address; the visitor's mail lists the property's published documents. */
async function documentRequest({ tx, submissionId, locale, property, visitorEmail }: StepInput): Promise<StepResult> {
  if (!property || !visitorEmail) return {};
  const inserted = await tx
    .insert(documentRequests)
    .values({ propertyId: property.id, email: visitorEmail, submissionId })
    .onConflictDoNothing()
    .returning({ id: documentRequests.id });
  if (inserted.length === 0) throw new Abort({ status: 'already-requested' });
  const docs = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.propertyId, property.id), eq(documents.pending, false)));
  const rows = docs.map((d): [string, string] => [
    localizedText(d.name, locale) || d.kind,
    d.url.startsWith('http') ? d.url : `${siteUrl()}${d.url}`,
  ]);
  return { extra: docs.length ? [{ heading: mailTranslator(locale)('Mail.details'), rows }] : [] };
}

async function searchDemand({ tx, submissionId, locale, data, visitorEmail }: StepInput): Promise<StepResult> {
  if (!visitorEmail) return {};
  await tx
    .insert(searchDemands)
    .values({ submissionId, email: visitorEmail, locale, criteria: data, unsubscribeToken: newToken() });
  return {};
}

/**
 * Waits for the agency's moderation in the back office; the photo stays a private upload until the
 * testimonial is published (lib/testimonials/moderation.ts).
 */
async function testimonial({ tx, submissionId, locale, data, visitorName }: StepInput): Promise<StepResult> {
  await tx.insert(testimonials).values({
    slug: `${slugify(visitorName).slice(0, 60) || 'testimonial'}-${submissionId}`,
    name: visitorName || str(data.name),
    about: str(data.about) || null,
    website: str(data.website) || null,
    imageUrl: typeof data.photo === 'string' && data.photo ? `uploads/${data.photo}` : null,
    comment: str(data.comment),
    locale,
    postedAt: new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Brussels' }),
    status: 'pending',
  });
  return {};
}

/** Already confirmed: nothing to confirm again. Otherwise (new or pending) the opt-in token for its mail. */
async function newsletterSubscription({ tx, locale, visitorEmail }: StepInput): Promise<StepResult> {
  if (!visitorEmail) return {};
  const [sub] = await tx
    .insert(newsletterSubscriptions)
    .values({ email: visitorEmail, locale, confirmToken: newToken() })
    .onConflictDoUpdate({ target: newsletterSubscriptions.email, set: { locale, unsubscribedAt: null } })
    .returning();
  return sub && !sub.confirmedAt ? { confirmToken: sub.confirmToken } : {};
}

/** What each form stores beside its submission (`stores` in its definition), inside the same transaction. */
export const STORE_STEPS: Record<StoreStep, (input: StepInput) => Promise<StepResult>> = {
  appointmentBooking,
  documentRequest,
  searchDemand,
  testimonial,
  newsletterSubscription,
};

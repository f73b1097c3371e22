import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import {
  appointmentBookings,
  appointmentSlots,
  documentRequests,
  documents,
  newsletterSubscriptions,
  searchDemands,
  submissions,
  testimonials,
} from '@/db/schema';
import { slugify } from '@/domain/text';
import { emailOf, nameOf } from '@/domain/lead-person';
import type { FormKind } from '@/domain/forms';
import { queueMails, type QueuedMail } from '@/lib/mail/queue';
import { mailTranslator } from '@/lib/mail/render';
import { invalidateCatalogue } from '@/lib/catalogue/invalidate';
import { agencyMail, friendMail, visitorMail, type LeadMailInput, type LeadProperty } from './mails';
import { newsletterConfirmMail, siteUrl } from './newsletter-mail';

export type LeadContext = { kind: FormKind; locale: string; token: string; address: string; botCheck: 'pow' | 'nojs' };
export type StoreResult =
  { status: 'stored' | 'duplicate'; submissionId: number } | { status: 'full' } | { status: 'already-requested' };

class Abort extends Error {
  constructor(readonly result: StoreResult) {
    super(result.status);
  }
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
export const newToken = () => randomBytes(24).toString('base64url');

/**
 * Stores a validated submission and queues its mails in one transaction (docs/product-decisions.md#forms: store
 * first; nothing is lost when mail fails). The form token makes a repeat a no-op ('duplicate').
 * Appointment and document requests run their checks inside the same transaction.
 */
export async function storeLead(
  ctx: LeadContext,
  data: Record<string, unknown>,
  property: LeadProperty | null,
  db: Db = getDb(),
): Promise<StoreResult> {
  const visitorEmail = emailOf(data);
  const visitorName = nameOf(data);
  try {
    const result = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(submissions)
        .values({
          token: ctx.token,
          kind: ctx.kind,
          locale: ctx.locale,
          propertyId: property?.id ?? null,
          projectId: typeof data.projectId === 'number' ? data.projectId : null,
          email: visitorEmail,
          payload: data,
          consentPrivacy: true,
          consentNewsletter: data.newsletter === true,
          botCheck: ctx.botCheck,
          address: ctx.address.slice(0, 100),
        })
        .onConflictDoNothing({ target: submissions.token })
        .returning({ id: submissions.id });
      if (!row) {
        const [existing] = await tx
          .select({ id: submissions.id })
          .from(submissions)
          .where(eq(submissions.token, ctx.token));
        throw new Abort({ status: 'duplicate', submissionId: existing?.id ?? 0 });
      }
      const input: LeadMailInput = {
        kind: ctx.kind,
        locale: ctx.locale,
        submissionId: row.id,
        data,
        property,
        visitorEmail,
        visitorName,
      };
      const mails: QueuedMail[] = [];
      const t = mailTranslator(ctx.locale);

      if (ctx.kind === 'appointment' && property) {
        // Atomic: the row is only updated while a place is left, whatever runs concurrently.
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
        await tx.insert(appointmentBookings).values({ slotId: slot.id, submissionId: row.id });
        const when = slot.startsAt.toLocaleString(ctx.locale === 'en' ? 'en-GB' : `${ctx.locale}-BE`, {
          timeZone: 'Europe/Brussels',
          dateStyle: 'full',
          timeStyle: 'short',
        });
        input.extra = [{ heading: t('Mail.appointment'), lines: [when] }];
      }

      if (ctx.kind === 'documents' && property && visitorEmail) {
        const inserted = await tx
          .insert(documentRequests)
          .values({ propertyId: property.id, email: visitorEmail, submissionId: row.id })
          .onConflictDoNothing()
          .returning({ id: documentRequests.id });
        if (inserted.length === 0) throw new Abort({ status: 'already-requested' });
        const docs = await tx
          .select()
          .from(documents)
          .where(and(eq(documents.propertyId, property.id), eq(documents.pending, false)));
        input.extra = docs.length
          ? [
              {
                heading: t('Mail.details'),
                rows: docs.map(
                  (d) =>
                    [
                      d.name[ctx.locale as 'nl'] ?? d.name.nl ?? d.kind,
                      d.url.startsWith('http') ? d.url : `${siteUrl()}${d.url}`,
                    ] as [string, string],
                ),
              },
            ]
          : [];
      }

      if (ctx.kind === 'demand' && visitorEmail) {
        await tx.insert(searchDemands).values({
          submissionId: row.id,
          email: visitorEmail,
          locale: ctx.locale,
          criteria: data,
          unsubscribeToken: newToken(),
        });
      }

      if (ctx.kind === 'testimonial') {
        // Waits for the agency's moderation in the back office; the photo stays a private upload
        // until the testimonial is published (lib/testimonials/moderation.ts).
        await tx.insert(testimonials).values({
          slug: `${slugify(visitorName).slice(0, 60) || 'testimonial'}-${row.id}`,
          name: visitorName || str(data.name),
          about: str(data.about) || null,
          website: str(data.website) || null,
          imageUrl: typeof data.photo === 'string' && data.photo ? `uploads/${data.photo}` : null,
          comment: str(data.comment),
          locale: ctx.locale,
          postedAt: new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Brussels' }),
          status: 'pending',
        });
      }

      if (ctx.kind === 'newsletter' && visitorEmail) {
        const confirmToken = newToken();
        const [sub] = await tx
          .insert(newsletterSubscriptions)
          .values({ email: visitorEmail, locale: ctx.locale, confirmToken })
          .onConflictDoUpdate({
            target: newsletterSubscriptions.email,
            set: { locale: ctx.locale, unsubscribedAt: null },
          })
          .returning();
        // Already confirmed: nothing to confirm again. Otherwise (new or pending) a confirmation mail.
        if (sub && !sub.confirmedAt)
          mails.push(newsletterConfirmMail(row.id, ctx.locale, visitorEmail, sub.confirmToken));
        await queueMails(tx, mails);
        return { status: 'stored' as const, submissionId: row.id };
      }

      mails.push(agencyMail(input));
      if (ctx.kind === 'friend') {
        mails.push(
          friendMail(input, {
            email: str(data.friendEmail),
            firstName: str(data.friendFirstName),
            message: str(data.message) || undefined,
          }),
        );
      } else if (visitorEmail) {
        const intro = ctx.kind === 'documents' ? t('Mail.documentsIntro', { name: visitorName }) : undefined;
        mails.push(visitorMail({ ...input, visitorEmail }, intro));
      }
      await queueMails(tx, mails);
      return { status: 'stored' as const, submissionId: row.id };
    });
    // A booked place changes what the property's visit form offers, on every server's stored pages.
    // The lead is stored whatever happens here: a failure only leaves those pages a minute longer.
    if (ctx.kind === 'appointment' && property && result.status === 'stored') {
      await invalidateCatalogue([property.id]).catch((error: unknown) =>
        console.error(
          'leads: the booked slot could not refresh the pages',
          error instanceof Error ? error.message : error,
        ),
      );
    }
    return result;
  } catch (error) {
    if (error instanceof Abort) return error.result;
    throw error;
  }
}

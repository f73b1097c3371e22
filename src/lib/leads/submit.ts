import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { submissions } from '@/db/schema';
import { LEAD_FORMS, type FormKind } from '@/domain/forms/registry';
import { queueDeliveries } from '@/lib/connectors/deliveries';
import { configuredSources, kickLeadSender } from '@/lib/connectors/runner';
import { queueMails, type QueuedMail } from '@/lib/mail/queue';
import { mailTranslator } from '@/lib/mail/render';
import { invalidate } from '@/lib/cache/invalidate';
import { catalogueTagsFor } from '@/lib/cache/tags';
import { agencyMail, friendMail, visitorMail, type LeadMailInput, type LeadProperty } from './mails';
import { newsletterConfirmMail } from './newsletter-mail';
import { Abort, STORE_STEPS } from './store-steps';
import { log } from '@/log';

export { newToken } from './store-steps';
export type LeadContext = { kind: FormKind; locale: string; token: string; address: string; botCheck: 'pow' | 'nojs' };
export type StoreResult =
  { status: 'stored' | 'duplicate'; submissionId: number } | { status: 'full' } | { status: 'already-requested' };

/**
 * Stores a validated submission and queues its mails in one transaction (docs/product-decisions.md#forms: store
 * first; nothing is lost when mail fails). The form token makes a repeat a no-op ('duplicate').
 * What the form stores beside the row and which mails it queues come from its definition
 * (src/domain/forms/lead-forms/); its store step runs inside the same transaction (store-steps.ts).
 */
export async function storeLead(
  ctx: LeadContext,
  data: Record<string, unknown>,
  property: LeadProperty | null,
  db: Db = getDb(),
): Promise<StoreResult> {
  const form = LEAD_FORMS[ctx.kind];
  const { email: visitorEmail, name: visitorName } = form.contact(data);
  let refresh: number[] = [];
  let deliveries = 0;
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
      const step = form.stores
        ? await STORE_STEPS[form.stores]({
            tx,
            submissionId: row.id,
            locale: ctx.locale,
            data,
            property,
            visitorEmail,
            visitorName,
          })
        : {};
      refresh = step.refresh ?? [];
      const input: LeadMailInput = {
        kind: ctx.kind,
        locale: ctx.locale,
        submissionId: row.id,
        data,
        property,
        visitorEmail,
        visitorName,
        extra: step.extra,
      };
      const t = mailTranslator(ctx.locale);
      const mails: QueuedMail[] = form.mails.flatMap((mail): QueuedMail[] => {
        if (mail === 'agency') return [agencyMail(input)];
        if (mail === 'friend' && form.friend) return [friendMail(input, form.friend(data))];
        if (mail === 'visitor' && visitorEmail) {
          const own = form.visitorIntro ? { intro: t(`Mail.${form.visitorIntro}`, { name: visitorName }) } : undefined;
          return [visitorMail({ ...input, visitorEmail }, step.visitor ?? own)];
        }
        if (mail === 'newsletterConfirm' && visitorEmail && step.confirmToken)
          return [newsletterConfirmMail(row.id, ctx.locale, visitorEmail, step.confirmToken)];
        return [];
      });
      await queueMails(tx, mails);
      // The agency software gets the lead too (issue 30), from the same store-first queue.
      deliveries = await queueDeliveries(
        tx,
        { submissionId: row.id, kind: ctx.kind, propertyId: property?.id ?? null },
        configuredSources(),
      );
      return { status: 'stored' as const, submissionId: row.id };
    });
    if (deliveries) kickLeadSender();
    // A booked place changes what the property's visit form offers, on every server's stored pages.
    // The lead is stored whatever happens here: a failure only leaves those pages a minute longer.
    if (refresh.length && result.status === 'stored') {
      await invalidate(catalogueTagsFor(refresh)).catch((error: unknown) =>
        log.error('leads: the booked slot could not refresh the pages', error),
      );
    }
    return result;
  } catch (error) {
    if (error instanceof Abort) return error.result;
    throw error;
  }
}

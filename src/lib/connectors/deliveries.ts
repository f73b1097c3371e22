import 'server-only';
import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { connectorListings, leadDeliveries, submissions } from '@/db/schema';
import { backoffMs } from '@/domain/ops/backoff';
import { leadRoute } from '@/domain/connectors/lead-route';
import { forSoftware } from '@/domain/connectors/whise-contact';
import { env } from '@/env';
import { LEAD_FORMS, isFormKind } from '@/domain/forms/registry';
import { leadMessage, salutationOf } from './lead-message';
import type { Source } from './run';
import { log } from '@/log';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Leads on their way to the agency software (issue 30), as mail is (store first, then send): a
 * delivery row is written in the lead's own transaction for each connector that takes leads, and
 * a sender in every server hands the due ones over, with back-off, until the software takes them.
 * Never given up: a software that refuses a lead never costs the visitor anything, and the back
 * office shows each lead's state and can send it again.
 */
const AT_ONCE = 10;
const CLAIM_MS = 2 * 60_000;

/**
 * In the lead's transaction: one delivery, to the one software the lead belongs to (domain/connectors/
 * lead-route: its listing's, else the one the agency names), for the kinds the software has a place for.
 */
export async function queueDeliveries(
  tx: Tx,
  lead: { submissionId: number; kind: string; propertyId: number | null },
  sources: Source[],
  named: string | undefined = env().LEADS_TO,
): Promise<number> {
  const takers = sources.filter((s) => s.deliver).map((s) => s.name as string);
  if (!forSoftware(lead.kind) || !takers.length) return 0;
  const [from] =
    lead.propertyId === null
      ? []
      : await tx
          .select({ connector: connectorListings.connector })
          .from(connectorListings)
          .where(and(eq(connectorListings.kind, 'property'), eq(connectorListings.siteId, lead.propertyId)))
          .limit(1);
  const to = leadRoute({ listingFrom: from?.connector ?? null, takers, named });
  if (!to) return 0;
  await tx.insert(leadDeliveries).values({ submissionId: lead.submissionId, connector: to }).onConflictDoNothing();
  return 1;
}

/** The software's id of the listing a lead is about, when the listing came from it. */
async function estateId(db: Db, connector: string, propertyId: number | null): Promise<string | undefined> {
  if (propertyId === null) return undefined;
  const [row] = await db
    .select({ externalId: connectorListings.externalId })
    .from(connectorListings)
    .where(
      and(
        eq(connectorListings.connector, connector),
        eq(connectorListings.kind, 'property'),
        eq(connectorListings.siteId, propertyId),
      ),
    );
  return row?.externalId;
}

/** Claims the due deliveries (two servers never take the same), hands each over, records how it went. */
export async function deliverDueLeads(sources: Source[], db: Db = getDb(), now = new Date()): Promise<number> {
  const byName = new Map(sources.filter((s) => s.deliver).map((s) => [s.name as string, s]));
  if (!byName.size) return 0;
  const due = await db
    .update(leadDeliveries)
    .set({ lockedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(
      inArray(
        leadDeliveries.id,
        db
          .select({ id: leadDeliveries.id })
          .from(leadDeliveries)
          .where(
            and(
              eq(leadDeliveries.status, 'pending'),
              inArray(leadDeliveries.connector, [...byName.keys()]),
              lte(leadDeliveries.nextAttemptAt, now),
              or(isNull(leadDeliveries.lockedUntil), lte(leadDeliveries.lockedUntil, now)),
            ),
          )
          .orderBy(asc(leadDeliveries.nextAttemptAt))
          .limit(AT_ONCE)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();
  for (const delivery of due) {
    const source = byName.get(delivery.connector)!;
    const [lead] = await db.select().from(submissions).where(eq(submissions.id, delivery.submissionId));
    try {
      if (!lead || !isFormKind(lead.kind)) throw new Error('the lead is gone');
      const contact = LEAD_FORMS[lead.kind].contact(lead.payload);
      const outcome = await source.deliver!({
        kind: lead.kind,
        locale: lead.locale,
        payload: lead.payload,
        contact,
        message: await leadMessage(db, {
          submissionId: lead.id,
          kind: lead.kind,
          locale: lead.locale,
          payload: lead.payload,
          own: contact.message ?? undefined,
        }),
        salutation: salutationOf(lead.locale, lead.payload.title),
        estateExternalId: await estateId(db, source.name, lead.propertyId),
      });
      await db
        .update(leadDeliveries)
        .set({
          status: outcome === 'no-address' ? 'no-address' : 'sent',
          externalId: outcome === 'no-address' ? null : outcome,
          attempts: delivery.attempts + 1,
          sentAt: new Date(),
          lockedUntil: null,
          lastError: null,
        })
        .where(eq(leadDeliveries.id, delivery.id));
    } catch (error) {
      const attempts = delivery.attempts + 1;
      await db
        .update(leadDeliveries)
        .set({
          attempts,
          nextAttemptAt: new Date(Date.now() + backoffMs(attempts)),
          lockedUntil: null,
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
        })
        .where(eq(leadDeliveries.id, delivery.id));
      log.error('lead delivery failed', error, { lead: delivery.submissionId, to: source.name, attempt: attempts });
    }
  }
  return due.length;
}

/** The back office's "send again": due now, whatever its back-off said. */
export async function resendDelivery(db: Db, id: number): Promise<boolean> {
  const done = await db
    .update(leadDeliveries)
    .set({ nextAttemptAt: new Date(), lockedUntil: null })
    .where(and(eq(leadDeliveries.id, id), eq(leadDeliveries.status, 'pending')))
    .returning({ id: leadDeliveries.id });
  return done.length > 0;
}

import 'server-only';
import { and, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/open';
import { auditLog, leadDeliveries, mailQueue, properties, submissions } from '@/db/schema';
import { deliveryState, type DeliveryState } from '@/domain/ops/delivery';
import { contactOf } from '@/domain/forms/registry';
import { listFilterFrom, queryValue } from './lists';
import { recordId } from '@/domain/edge/record-id';
import { containsPattern } from '@/domain/search/like-pattern';

export type LeadFilter = { kind?: string; q?: string; from?: string; to?: string; limit?: number; id?: number };
type LeadMail = {
  id: number;
  purpose: string;
  to: string;
  state: DeliveryState;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
};
/** The lead on its way to the agency software (issue 30): 'none' when the software has no place for it. */
type SoftwareDelivery = {
  id: number;
  connector: string;
  state: DeliveryState | 'none';
  lastError: string | null;
};
export type Lead = {
  id: number;
  kind: string;
  locale: string;
  createdAt: Date;
  propertyId: number | null;
  /** The property's public reference, as visitors see it (its number when it has none). */
  reference: string | null;
  projectId: number | null;
  email: string | null;
  name: string;
  phone: string;
  message: string;
  /** Every field the visitor sent, as stored. */
  payload: Record<string, unknown>;
  mails: LeadMail[];
  software: SoftwareDelivery[];
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Every submission, newest first, filtered by form, words (e-mail, name, reference) and dates, with its mails. */
export async function leads(db: Db, filter: LeadFilter = {}): Promise<Lead[]> {
  const where: SQL[] = [];
  if (filter.id !== undefined) where.push(eq(submissions.id, filter.id));
  if (filter.kind) where.push(eq(submissions.kind, filter.kind));
  if (filter.from && DAY.test(filter.from))
    where.push(gte(submissions.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to && DAY.test(filter.to))
    where.push(lt(submissions.createdAt, new Date(new Date(`${filter.to}T00:00:00Z`).getTime() + 86_400_000)));
  const q = filter.q?.trim().slice(0, 100);
  if (q) {
    const like = containsPattern(q);
    const id = recordId(q) ?? -1;
    where.push(
      or(
        ilike(submissions.email, like),
        sql`${submissions.payload}::text ilike ${like}`,
        eq(submissions.propertyId, id),
        eq(submissions.id, id),
        ilike(properties.recordFile, like),
      )!,
    );
  }
  const found = await db
    .select({ submission: submissions, reference: properties.recordFile })
    .from(submissions)
    .leftJoin(properties, eq(properties.id, submissions.propertyId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(Math.min(filter.limit ?? 200, 5_000));
  const rows = found.map((f) => f.submission);
  const references = new Map(found.map((f) => [f.submission.id, f.reference]));
  const mails = rows.length
    ? await db
        .select()
        .from(mailQueue)
        .where(
          inArray(
            mailQueue.submissionId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(mailQueue.id)
    : [];
  const software = rows.length
    ? await db
        .select()
        .from(leadDeliveries)
        .where(
          inArray(
            leadDeliveries.submissionId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(leadDeliveries.id)
    : [];
  return rows.map((r) => {
    const person = contactOf(r.kind, r.payload);
    return {
      id: r.id,
      kind: r.kind,
      locale: r.locale,
      createdAt: r.createdAt,
      propertyId: r.propertyId,
      reference: r.propertyId === null ? null : (references.get(r.id) ?? String(r.propertyId)),
      projectId: r.projectId,
      email: r.email,
      name: person.name,
      phone: person.phone ?? '',
      message: person.message ?? '',
      payload: r.payload,
      mails: mails
        .filter((m) => m.submissionId === r.id)
        .map((m) => ({
          id: m.id,
          purpose: m.purpose,
          to: m.to,
          state: deliveryState(m),
          attempts: m.attempts,
          lastError: m.lastError,
          sentAt: m.sentAt,
        })),
      software: software
        .filter((d) => d.submissionId === r.id)
        .map((d) => ({
          id: d.id,
          connector: d.connector,
          state: d.status === 'no-address' ? 'none' : deliveryState(d),
          lastError: d.lastError,
        })),
    };
  });
}

/** One lead with everything the visitor sent (its own page in the back office), or null. */
export async function leadById(db: Db, id: number): Promise<Lead | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return (await leads(db, { id, limit: 1 }))[0] ?? null;
}

/** The forms that have submissions, for the filter. */
export async function leadKinds(db: Db): Promise<string[]> {
  return (await db.selectDistinct({ kind: submissions.kind }).from(submissions).orderBy(submissions.kind)).map(
    (r) => r.kind,
  );
}

/**
 * Sends a mail again: a waiting or failed one at once (its attempts kept), a sent one as a new copy
 * (the first delivery stays on record).
 */
export async function resendMail(db: Db, id: number, actor: string): Promise<boolean> {
  const [mail] = await db.select().from(mailQueue).where(eq(mailQueue.id, id));
  if (!mail) return false;
  if (mail.status === 'sent') {
    const { submissionId, purpose, locale, to, replyTo, subject, text: body, html, headers } = mail;
    await db
      .insert(mailQueue)
      .values({ submissionId, purpose, locale, to, replyTo, subject, text: body, html, headers });
  } else {
    await db.update(mailQueue).set({ nextAttemptAt: new Date(), lockedUntil: null }).where(eq(mailQueue.id, id));
  }
  await db.insert(auditLog).values({ actor, action: 'resend', subject: `mail:${id}`, detail: mail.to });
  return true;
}

/** The filter of the leads page and its CSV export, from the address's query (anything odd ignored). */
export function leadFilterFrom(params: Record<string, string | string[] | undefined>): LeadFilter {
  return { kind: queryValue(params, 'kind')?.replace(/[^a-z-]/g, '') || undefined, ...listFilterFrom(params) };
}

/** How many mails are failed now (the overview's warning): pending ones past a refusal or 5 tries. */
export async function failedMailCount(db: Db): Promise<number> {
  const pending = await db
    .select({ status: mailQueue.status, attempts: mailQueue.attempts, lastError: mailQueue.lastError })
    .from(mailQueue)
    .where(and(eq(mailQueue.status, 'pending'), gte(mailQueue.attempts, 1)))
    .limit(5_000);
  return pending.filter((m) => deliveryState(m) === 'failed').length;
}

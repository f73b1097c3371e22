import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import { backoffMs } from '@/domain/ops/backoff';
import type { Db } from '@/db/open';
import { mailAttempts, mailQueue } from '@/db/schema';
import type { Transport } from './transport';
import { errorFields } from '@/domain/ops/log-line';
import { log } from '@/log';

type Row = typeof mailQueue.$inferSelect;
const LOCK_MS = 2 * 60_000;

/**
 * Claims due mails (skip locked: several servers on one PostgreSQL never send the same mail),
 * until `lockedUntil` passes, so a sender that dies mid-batch releases them by itself.
 */
async function claimDue(db: Db, limit: number, now: Date): Promise<Row[]> {
  const until = new Date(now.getTime() + LOCK_MS);
  const result = await db.execute(sql`
    update mail_queue set locked_until = ${until.toISOString()}
    where id in (
      select id from mail_queue
      where status = 'pending' and next_attempt_at <= ${now.toISOString()}
        and (locked_until is null or locked_until <= ${now.toISOString()})
      order by id limit ${limit} for update skip locked)
    returning id`);
  const ids = (result.rows as { id: number }[]).map((r) => Number(r.id));
  if (ids.length === 0) return [];
  const rows = await db.query.mailQueue.findMany({
    where: (m, { inArray }) => inArray(m.id, ids),
    orderBy: (m, { asc }) => asc(m.id),
  });
  return rows;
}

export type DeliveryReport = { sent: number; failed: number };

/**
 * One pass: sends every due mail once, records each attempt, schedules retries with back-off.
 * `stopping` is asked between two mails (a server shutting down): the rest of the batch is
 * released at once for the next pass, of this server or another.
 */
export async function deliverDue(
  db: Db,
  transport: Transport,
  from: string,
  now = new Date(),
  limit = 20,
  stopping: () => boolean = () => false,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0 };
  const claimed = await claimDue(db, limit, now);
  for (const [index, mail] of claimed.entries()) {
    if (stopping()) {
      const rest = claimed.slice(index).map((m) => m.id);
      await db.update(mailQueue).set({ lockedUntil: null }).where(inArray(mailQueue.id, rest));
      break;
    }
    const started = Date.now();
    try {
      const messageId = await transport.send({
        from,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { ...(mail.headers ?? {}), 'Content-Language': mail.locale },
      });
      await db.transaction(async (tx) => {
        await tx
          .insert(mailAttempts)
          .values({ mailId: mail.id, ok: true, transport: transport.kind, durationMs: Date.now() - started });
        await tx
          .update(mailQueue)
          .set({
            status: 'sent',
            sentAt: new Date(),
            messageId,
            attempts: mail.attempts + 1,
            lockedUntil: null,
            lastError: null,
          })
          .where(eq(mailQueue.id, mail.id));
      });
      report.sent += 1;
      log.info('mail', { id: mail.id, purpose: mail.purpose, via: transport.kind, ms: Date.now() - started });
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const attempts = mail.attempts + 1;
      await db.transaction(async (tx) => {
        await tx.insert(mailAttempts).values({
          mailId: mail.id,
          ok: false,
          error: message,
          transport: transport.kind,
          durationMs: Date.now() - started,
        });
        await tx
          .update(mailQueue)
          .set({
            attempts,
            lastError: message,
            lockedUntil: null,
            nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)),
          })
          .where(eq(mailQueue.id, mail.id));
      });
      report.failed += 1;
      // A mail server away for a moment is retried; one that keeps refusing is an error to look at.
      const fields = { id: mail.id, purpose: mail.purpose, via: transport.kind, attempt: attempts };
      if (attempts >= 3) log.error('mail failed', error, fields);
      else log.warn('mail failed', { ...fields, ...errorFields(error) });
    }
  }
  return report;
}

import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { loginFailures } from '@/db/schema';
import { ADDRESS_RULE, lockoutState } from '@/domain/access/lockout';

/** Reset mails one mailbox receives at most per hour, however many addresses ask (issue 17). */
export const RESET_MAILS_PER_HOUR = 3;

async function recent(db: Db, key: string, windowMs: number, now: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: loginFailures.at })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.at, new Date(now.getTime() - windowMs))));
  return rows.map((r) => r.at);
}

/**
 * Counts a reset request against the asking address (5 per 15 minutes, like failed logins). This
 * part answers the visitor and takes the same time for every e-mail address, known or not.
 */
export async function takeResetAttempt(ip: string, db: Db = getDb(), now = new Date()) {
  const key = `reset:${ip}`;
  const state = lockoutState(await recent(db, key, ADDRESS_RULE.windowMs, now), now, {
    limit: 5,
    windowMs: ADDRESS_RULE.windowMs,
  });
  if (state.locked) return state;
  await db.insert(loginFailures).values({ key, at: now });
  return { locked: false as const };
}

/** Whether one more reset mail may go to this mailbox this hour (and counts it when it may). */
export async function takeResetMail(email: string, db: Db = getDb(), now = new Date()): Promise<boolean> {
  const key = `reset-to:${email.trim().toLowerCase()}`;
  if ((await recent(db, key, 60 * 60_000, now)).length >= RESET_MAILS_PER_HOUR) return false;
  await db.insert(loginFailures).values({ key, at: now });
  return true;
}

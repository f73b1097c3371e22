import 'server-only';
import { lt } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { authSession, authVerification, captchaRedemptions, loginFailures, rateLimits, visitMarks } from '@/db/schema';
import { log } from '@/log';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Deletes what only served a limit that is over (issue 17): login failures and rate-limit windows
 * older than a day (every rule's window is shorter), redeemed captchas and sessions and reset links
 * past their expiry, and the visit marks of days before yesterday. Returns the rows removed per table.
 */
export async function pruneExpired(db: Db = getDb(), now = new Date()): Promise<Record<string, number>> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const beforeYesterday = new Date(now.getTime() - 2 * DAY_MS).toISOString().slice(0, 10);
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    loginFailures: await count(
      db.delete(loginFailures).where(lt(loginFailures.at, dayAgo)).returning({ id: loginFailures.id }),
    ),
    rateLimits: await count(
      db.delete(rateLimits).where(lt(rateLimits.windowStart, dayAgo)).returning({ key: rateLimits.key }),
    ),
    captchaRedemptions: await count(
      db
        .delete(captchaRedemptions)
        .where(lt(captchaRedemptions.expiresAt, now))
        .returning({ s: captchaRedemptions.signature }),
    ),
    sessions: await count(
      db.delete(authSession).where(lt(authSession.expiresAt, now)).returning({ id: authSession.id }),
    ),
    verifications: await count(
      db.delete(authVerification).where(lt(authVerification.expiresAt, now)).returning({ id: authVerification.id }),
    ),
    visitMarks: await count(
      db.delete(visitMarks).where(lt(visitMarks.day, beforeYesterday)).returning({ day: visitMarks.day }),
    ),
  };
}

const holder = globalThis as typeof globalThis & { __vitrinePrune?: NodeJS.Timeout };

/** Every hour on every server (the deletes are idempotent), started with the server (instrumentation). */
export function startPruning(): void {
  if (holder.__vitrinePrune) return;
  const run = () => void pruneExpired().catch((error: unknown) => log.error('prune', error));
  holder.__vitrinePrune = setInterval(run, 60 * 60_000);
  holder.__vitrinePrune.unref();
  setTimeout(run, 30_000).unref();
}

/**
 * What `GET /readyz` answers (issue 32, decision 026). A server is ready when it can serve: its
 * database answers, every migration this version knows is applied, and its storage takes a write.
 * A mail queue that does not move is reported ("degraded") but keeps the server in: every server
 * shares the queue, so a proxy that took them out for it would close the site (and its forms,
 * whose leads the database keeps) because a mail server is away.
 */

export type CheckState = 'ok' | 'unreachable' | 'behind' | 'ahead' | 'not writable' | 'stuck' | 'unknown';

export type Checks = { database: CheckState; migrations: CheckState; storage: CheckState; mail: CheckState };

export type Readiness = { status: 'ready' | 'degraded' | 'not ready'; httpStatus: 200 | 503; checks: Checks };

/** A mail still waiting this long after it was queued is stuck (its retries keep failing). */
const MAIL_STUCK_AFTER_MS = 30 * 60_000;

const SERVING: (keyof Checks)[] = ['database', 'migrations', 'storage'];

/**
 * A database migrated by a newer version ('ahead') still serves this one: migrations only add, and
 * an upgrade without downtime migrates while the old servers still answer (docs/deploy.md).
 */
const serves = (state: CheckState) => state === 'ok' || state === 'ahead';

export function readiness(checks: Checks): Readiness {
  if (SERVING.some((name) => !serves(checks[name]))) return { status: 'not ready', httpStatus: 503, checks };
  const allOk = checks.migrations === 'ok' && checks.mail === 'ok';
  return { status: allOk ? 'ready' : 'degraded', httpStatus: 200, checks };
}

/**
 * The database's last applied migration against this version's last (drizzle's journal, in
 * milliseconds). Newer in the database: a newer version migrated it (an upgrade under way, or a
 * rollback that needs the backup): this version cannot know what it may rely on.
 */
export function migrationState(appliedLast: number | null, knownLast: number): CheckState {
  if (appliedLast === null || appliedLast < knownLast) return 'behind';
  return appliedLast > knownLast ? 'ahead' : 'ok';
}

/** `oldestWaiting`: when the oldest mail still waiting was queued; null: none waits. */
export function mailState(oldestWaiting: Date | null, now: Date): CheckState {
  if (!oldestWaiting) return 'ok';
  return now.getTime() - oldestWaiting.getTime() > MAIL_STUCK_AFTER_MS ? 'stuck' : 'ok';
}

import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/open';
import { databaseDown } from '@/db/health';
import { lastMigration } from '@/db/journal';
import { mailState, migrationState, readiness, type CheckState, type Readiness } from '@/domain/ops/readiness';

/** A check that has not answered by then counts as failed: a proxy's probe must not hang. */
const CHECK_MS = 2_000;

/** The last migration this version knows, read once. */
let knownLast: number | undefined;
const lastKnownMigration = () => (knownLast ??= lastMigration().when);

function within<T>(work: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), CHECK_MS)));
  return Promise.race([work.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}

type Probe = { appliedLast: number | null; oldestWaiting: Date | null };

/** One query for the database, its migrations and its mail queue. */
async function probeDatabase(db: Db): Promise<Probe | null> {
  const { rows } = await db.execute<{ applied_last: string | null; oldest_waiting: string | Date | null }>(sql`
    select
      (select max(created_at) from drizzle.__drizzle_migrations) as applied_last,
      (select min(created_at) from mail_queue where status = 'pending') as oldest_waiting`);
  const row = rows[0];
  if (!row) return null;
  return {
    appliedLast: row.applied_last === null ? null : Number(row.applied_last),
    oldestWaiting: row.oldest_waiting === null ? null : new Date(row.oldest_waiting),
  };
}

export type ReadinessDeps = { db: Db; storageWritable: () => Promise<boolean>; now?: () => Date };

/** The checks of `GET /readyz`, each bounded in time; never a secret or an error text in the answer. */
export async function checkReadiness({
  db,
  storageWritable,
  now = () => new Date(),
}: ReadinessDeps): Promise<Readiness> {
  const [probe, writable] = await Promise.all([
    databaseDown() ? Promise.resolve(null) : within(probeDatabase(db), null),
    within(storageWritable(), false),
  ]);
  const database: CheckState = probe ? 'ok' : 'unreachable';
  return readiness({
    database,
    migrations: probe ? migrationState(probe.appliedLast, lastKnownMigration()) : 'unknown',
    storage: writable ? 'ok' : 'not writable',
    mail: probe ? mailState(probe.oldestWaiting, now()) : 'unknown',
  });
}

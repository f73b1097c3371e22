import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { rateLimits } from '@/db/schema';
import { windowStart } from '@/domain/access/rate-limits';

/**
 * Counts one hit for `key` in the current fixed window, in the database so every server of a
 * cluster shares the count (docs/architecture.md#running-and-the-facts-it-rests-on). True while the count stays within `limit`.
 */
export async function takeRateLimit(
  key: string,
  limit: number,
  windowMs: number,
  now = new Date(),
  db: Db = getDb(),
): Promise<boolean> {
  const start = windowStart(now, windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: start, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  return (row?.count ?? 1) <= limit;
}

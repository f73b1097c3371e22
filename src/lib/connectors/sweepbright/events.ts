import 'server-only';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '@/db/open';
import { connectorEvents } from '@/db/schema';
import { HOOK_MAX_AGE_MS, type HookEvent } from '@/domain/connectors/sweepbright-hook';

/** Stores a checked webhook event once: its id, or null when the same body came before (a replay). */
export async function storeHookEvent(db: Db, hook: HookEvent): Promise<number | null> {
  const [stored] = await db
    .insert(connectorEvents)
    .values({
      connector: 'sweepbright',
      digest: hook.digest,
      event: hook.event,
      externalId: hook.estateId,
      happenedAt: hook.happenedAt,
    })
    .onConflictDoNothing()
    .returning({ id: connectorEvents.id });
  return stored?.id ?? null;
}

/** Processed events older than twice the age an event may arrive with: their digest can no longer be needed. */
export async function pruneHookEvents(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(connectorEvents)
    .where(
      and(
        eq(connectorEvents.status, 'done'),
        lt(connectorEvents.receivedAt, new Date(now.getTime() - 2 * HOOK_MAX_AGE_MS)),
      ),
    );
}

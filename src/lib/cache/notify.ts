import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/open';
import { CACHE_CHANNEL, CATALOGUE_TAG } from './tags';
import { bumpTags } from './generations';

export { CACHE_CHANNEL };
/** This server, so that it does not bump its own tags twice. */
const SERVER = randomUUID();
/** NOTIFY carries at most 8000 bytes: a longer list of tags becomes "everything from the catalogue". */
const MAX_PAYLOAD = 7_000;

export function notificationOf(tags: readonly string[]): string {
  const payload = JSON.stringify({ from: SERVER, tags });
  return payload.length <= MAX_PAYLOAD ? payload : JSON.stringify({ from: SERVER, tags: [CATALOGUE_TAG] });
}

/** Tells the other servers (and, through them, their caches) that `tags` changed. */
export async function announceTags(db: Db, tags: readonly string[]): Promise<void> {
  await db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${notificationOf(tags)})`);
}

/** A notification heard on CACHE_CHANNEL: another server's tags are bumped here; anything odd is ignored. */
export function onCacheNotification(payload: string | undefined): void {
  try {
    const { from, tags } = JSON.parse(payload ?? '') as { from?: unknown; tags?: unknown };
    if (from === SERVER || !Array.isArray(tags)) return;
    bumpTags(tags.filter((t): t is string => typeof t === 'string').slice(0, 2_000));
  } catch {
    // Not ours.
  }
}

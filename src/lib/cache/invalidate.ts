import 'server-only';
import { revalidateTag } from 'next/cache';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { bumpTags } from './generations';
import { announceTags } from './notify';
import { log } from '@/log';

/**
 * The one way to say "this changed" (issue 33): every writer (the import, the file fetcher, the
 * back office, a lead that books a slot) calls it with the cache tags of what it changed
 * (./tags.ts). The cached data of those tags and every stored page end on this server at once
 * (./generations.ts, the page cache's generation), Next's own entries too inside a request, and
 * every other server of the same PostgreSQL hears it through NOTIFY (./notify.ts) well within a
 * second. A lost notification costs at most the cache's lifetime (tagged.ts, CACHE_SECONDS). A
 * script run beside the site (a feed file applied by hand) reaches the site the same way.
 */
export async function invalidate(tags: readonly string[], db: Db = getDb()): Promise<void> {
  if (!tags.length) return;
  bumpTags(tags);
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
  } catch {
    // Outside a request (a worker, a script): the generations above are enough.
  }
  await announceTags(db, tags).catch((error: unknown) =>
    log.error('cache: the other servers could not be told', error),
  );
}

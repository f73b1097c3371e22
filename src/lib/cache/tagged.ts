import 'server-only';
import { unstable_cache } from 'next/cache';
import { contentStamp } from '@/lib/content/load';
import { generationKey } from './generations';
import { fromWire, toWire } from './wire';

/**
 * Safety net: an entry is read again at most this long after it was stored, for changes made
 * outside this server (another instance on the same PostgreSQL, a hand-made SQL fix). Changes
 * made through the application invalidate their tags at once.
 */
const CACHE_SECONDS = 300;

/**
 * Reads through Next's data cache (unstable_cache: it works with force-dynamic pages and without
 * cacheComponents; docs/decisions/007-caching.md). `key` must name the query and every argument.
 */
export async function tagged<T>(key: (string | number)[], tags: string[], load: () => Promise<T>): Promise<T> {
  // A staff member's preview reads around the cache: its drafts are for them only.
  if (contentStamp() === null) return load();
  // The tags' generations make a change on any server (notify.ts) a new key here.
  const run = unstable_cache(async () => toWire(await load()), [...key.map(String), generationKey(tags)], {
    tags,
    revalidate: CACHE_SECONDS,
  });
  return fromWire<T>(await run());
}

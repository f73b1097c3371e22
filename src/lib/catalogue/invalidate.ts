import 'server-only';
import { revalidateTag } from 'next/cache';
import { getDb } from '@/db/client';
import { bumpTags } from '@/lib/cache/generations';
import { announceTags } from '@/lib/cache/notify';
import { catalogueTagsFor, TESTIMONIALS_TAG } from '@/lib/cache/tags';

/**
 * The cached entries of `tags` are read again: on this server at once, on every other server of
 * the same PostgreSQL when the notification arrives (well within a second). A lost notification
 * costs at most the cache's lifetime (CACHE_SECONDS).
 */
async function invalidate(tags: string[]): Promise<void> {
  bumpTags(tags);
  // Inside a request, Next's own entries of these tags expire too.
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
  } catch {
    // Outside a request (a worker): the generations above are enough.
  }
  await announceTags(getDb(), tags).catch((error: unknown) =>
    console.error('cache: the other servers could not be told', error instanceof Error ? error.message : error),
  );
}

/**
 * Call after properties or projects changed (import, back office): the next request reads the
 * new data. Without ids, everything read from the catalogue is read again. Returns the tags.
 */
export async function invalidateCatalogue(propertyIds?: readonly number[]): Promise<string[]> {
  const tags = catalogueTagsFor(propertyIds);
  await invalidate(tags);
  return tags;
}

/** Call after a testimonial was published or withdrawn. */
export async function invalidateTestimonials(): Promise<void> {
  await invalidate([TESTIMONIALS_TAG]);
}

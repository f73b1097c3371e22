import 'server-only';
import { revalidateTag } from 'next/cache';
import { catalogueTagsFor, TESTIMONIALS_TAG } from '@/lib/cache/tags';

/**
 * Call after properties or projects changed (import, back office), from a server action or a
 * route handler: the next request reads the new data (the entries expire at once, no stale
 * answer). Without ids, everything read from the catalogue is read again. Returns the tags.
 */
export function invalidateCatalogue(propertyIds?: readonly number[]): string[] {
  const tags = catalogueTagsFor(propertyIds);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return tags;
}

/** Call after a testimonial was published or withdrawn. */
export function invalidateTestimonials(): void {
  revalidateTag(TESTIMONIALS_TAG, { expire: 0 });
}

/**
 * Cache tags of the data cache (docs/decisions/007-caching.md). Every entry read from the
 * catalogue carries `catalogue`; lists and everything that counts or ranks properties carry
 * `catalogue:lists` too; a property's own page data carries `property:{id}`.
 */
export const CATALOGUE_TAG = 'catalogue';
export const LISTS_TAG = 'catalogue:lists';
export const TESTIMONIALS_TAG = 'testimonials';

/**
 * The PostgreSQL channel on which every server hears which cache tags another one invalidated
 * (./notify.ts); here, beside the tags, so that a test can announce a change as a server does.
 */
export const CACHE_CHANNEL = 'vitrine_cache';

export function propertyTag(id: number): string {
  return `property:${id}`;
}

/**
 * What to invalidate after a change: the lists and the changed properties' pages, or everything
 * from the catalogue when the ids are not known (a full import).
 */
export function catalogueTagsFor(propertyIds?: readonly number[]): string[] {
  if (!propertyIds) return [CATALOGUE_TAG];
  const ids = [...new Set(propertyIds.filter((id) => Number.isSafeInteger(id) && id > 0))].sort((a, b) => a - b);
  return [LISTS_TAG, ...ids.map(propertyTag)];
}

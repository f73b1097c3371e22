import { pagesChanged } from '@/process-bridge';

/**
 * Every server keeps its data cache in its own memory (docs/decisions/007-caching.md). To refresh
 * it on a change made by another server, each cache entry's key carries the generation of each of
 * its tags here; a change anywhere bumps the generations of its tags on every server (this one at
 * once, the others through PostgreSQL's NOTIFY: notify.ts), so the next read builds a new entry.
 */
const store = globalThis as typeof globalThis & { __vitrineTagGenerations?: Map<string, number> };

function generations(): Map<string, number> {
  store.__vitrineTagGenerations ??= new Map();
  return store.__vitrineTagGenerations;
}

/** The part of a cache key that changes whenever one of `tags` was invalidated. */
export function generationKey(tags: readonly string[]): string {
  const map = generations();
  return tags.map((tag) => map.get(tag) ?? 0).join('.');
}

export function bumpTags(tags: readonly string[]): void {
  const map = generations();
  for (const tag of tags) map.set(tag, (map.get(tag) ?? 0) + 1);
  // The stored pages were built from this data: made again on their next request.
  if (tags.length) pagesChanged();
}

import { PAGE_GENERATION } from '@/domain/page-cache';

/**
 * Ends every page the server stored (src/server/page-cache.ts, decision 018): called whenever
 * data a page shows changed, here or on another server (cache tags, published content). The page
 * cache runs before Next.js in the same process and reads the same global.
 */
export function pagesChanged(): void {
  const store = globalThis as unknown as Record<symbol, number | undefined>;
  store[PAGE_GENERATION] = (store[PAGE_GENERATION] ?? 0) + 1;
}

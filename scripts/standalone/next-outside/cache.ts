/**
 * `next/cache` for the standalone folder's commands (prepare, backup, restore), which run outside
 * Next.js and whose traced node_modules hold only what the server uses: a cached function is the
 * function itself; asking to refresh a cache throws, as Next.js does outside a request (callers
 * catch it: the generations in the database tell the running servers).
 */
export const unstable_cache = <T extends (...args: never[]) => unknown>(fn: T): T => fn;

export function revalidateTag(): never {
  throw new Error('revalidateTag outside Next.js');
}

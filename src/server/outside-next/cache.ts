/**
 * `next/cache` for the code that runs outside Next.js's bundles (the site's preparation, the
 * container's backup commands: scripts/lib/site-bundle.mjs): a cached function is the function
 * itself; asking to refresh a cache throws, as Next.js does outside a request (callers catch it:
 * the generations in the database tell the running servers).
 */
export const unstable_cache = <T extends (...args: never[]) => unknown>(fn: T): T => fn;

export function revalidateTag(): never {
  throw new Error('revalidateTag outside Next.js');
}

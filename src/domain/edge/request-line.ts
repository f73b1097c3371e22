/**
 * What the server answers before Next.js sees a request (issue 17), so a hostile request line
 * gets a clear 4xx instead of an error: only GET, HEAD and POST reach the site (the methods its
 * pages, forms and APIs use); OPTIONS is answered with them; any other method is 405 with Allow; a
 * request target that is not a path (`*`, an absolute address) is 400; one longer than
 * MAX_TARGET is 414 (the trailing-slash redirect writes an address twice in its headers, Location
 * and Refresh: a 9 KB address made headers no client reads, issue 20's fuzzing).
 * `target` is the request line's target (Node's request.url); null: the site answers.
 */
export function refuseRequestLine(
  method: string | undefined,
  target: string | undefined,
): { status: 204 | 400 | 405 | 414; allow?: string } | null {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return { status: 400 };
  if (target.length > MAX_TARGET) return { status: 414 };
  if (method === 'GET' || method === 'HEAD' || method === 'POST') return null;
  if (method === 'OPTIONS') return { status: 204, allow: ALLOW };
  return { status: 405, allow: ALLOW };
}

const ALLOW = 'GET, HEAD, POST';
/** The longest path and query the site answers: far above any of its own (a list with every city). */
export const MAX_TARGET = 4096;

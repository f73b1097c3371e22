/**
 * True when a raw path cannot be percent-decoded (`/nl/%zz/`, a lone `%`, an escape that is not
 * UTF-8 such as `%c2` alone). Next.js answers such paths with a 500 of its own; the proxy answers
 * them with a 400 instead (issue 9: bad input never gives a 5xx).
 */
export function hasMalformedEscape(path: string): boolean {
  try {
    // Next.js decodes a dynamic segment a second time: `/nl/x%25y/` (an escaped %) fails there.
    decodeURIComponent(decodeURIComponent(path));
    return false;
  } catch {
    return true;
  }
}

/**
 * Checks of a request's body made before Next.js reads it (issue 17), so a hostile or unlucky post
 * gets a clear answer instead of an error page:
 * - a post from another website (its Origin is neither SITE_URL's nor the request's own host) is
 *   403: forms and server actions are for this site's pages only;
 * - a body larger than the forms accept (Content-Length) is 413, answered with a page in the
 *   language of the address that explains it, before a byte of it is read;
 * - a multipart body without a boundary is 400 at once; one that does not end with its closing
 *   boundary is 400 when it ends (multipartWatcher).
 * The site's APIs (/api/…) have their own limits and callers without an Origin (the feed import).
 */

/** What a server action accepts (next.config.ts, serverActions.bodySizeLimit). */
export const FORM_BODY_LIMIT = 6 * 1024 * 1024;

/**
 * @param {{ method?: string, url?: string, origin?: string, host?: string, contentLength?: string, contentType?: string }} request
 * @param {string} siteUrl
 * @returns {{ status: 400 } | { status: 403 } | { status: 413, locale: string } | null}
 */
export function refuseBody(request, siteUrl) {
  if (request.method !== 'POST') return null;
  const origin = request.origin;
  if (origin !== undefined && !sameSite(origin, request.host, siteUrl)) return { status: 403 };
  if ((request.url ?? '').startsWith('/api/')) return null;
  if (/^multipart\/form-data/i.test(request.contentType ?? '') && !/\bboundary=[^;\s]/i.test(request.contentType ?? ''))
    return { status: 400 };
  const length = Number(request.contentLength ?? 0);
  if (Number.isFinite(length) && length > FORM_BODY_LIMIT) return { status: 413, locale: localeOf(request.url) };
  return null;
}

function sameSite(origin, host, siteUrl) {
  let given;
  try {
    given = new URL(origin);
  } catch {
    return false; // "null" (a sandboxed page, a file) or junk
  }
  if (given.origin === new URL(siteUrl).origin) return true;
  return Boolean(host) && given.host === String(host).toLowerCase();
}

/** The language of an address (/nl/…, /fr/…, /en/…), Dutch otherwise. */
export function localeOf(url) {
  const first = String(url ?? '').split('/')[1];
  return first === 'fr' || first === 'en' ? first : 'nl';
}

/**
 * Follows a multipart body as it streams (without holding it): complete when it starts with its
 * boundary and ends with the closing one (`--boundary--`, maybe followed by a line end).
 * @param {string | undefined} contentType
 */
export function multipartWatcher(contentType) {
  const match = /^multipart\/form-data;.*\bboundary=(?:"([^"]+)"|([^;\s]+))/i.exec(String(contentType ?? ''));
  if (!match) return null;
  const boundary = `--${match[1] ?? match[2]}`;
  let head = '';
  let tail = '';
  return {
    push(chunk) {
      const text = chunk.toString('latin1');
      if (head.length < boundary.length + 2) head = (head + text).slice(0, boundary.length + 2);
      tail = (tail + text).slice(-(boundary.length + 8));
    },
    complete() {
      const start = head.startsWith(boundary) || head.startsWith(`\r\n${boundary}`);
      return start && tail.replace(/[\r\n]+$/, '').endsWith(`${boundary}--`);
    },
  };
}

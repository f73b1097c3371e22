/**
 * Checks of a request's body made before Next.js reads it (issue 17), so a hostile or unlucky post
 * gets a clear answer instead of an error page:
 * - a post from another website (its Origin is neither SITE_URL's nor the request's own host) is
 *   403: forms and server actions are for this site's pages only;
 * - a body larger than the forms accept (Content-Length) is 413, answered with a page in the
 *   language of the address that explains it, before a byte of it is read;
 * - a multipart body without a boundary is 400 at once; one that does not end with its closing
 *   boundary is 400 when it ends (src/domain/edge/multipart-parts.ts);
 * - a server action posted with anything but a form's multipart body is 400 (action-request.ts).
 * The site's APIs (/api/…) have their own limits and callers without an Origin (the feed import).
 */
import { actionContentTypeOk } from './action-request';

export type BodyRequest = {
  method?: string;
  url?: string;
  origin?: string;
  host?: string;
  contentLength?: string;
  contentType?: string;
  /** The Next-Action header: a server action posted with JavaScript. */
  nextAction?: string;
};

export type BodyRefusal = { status: 400 } | { status: 403 } | { status: 413; locale: string };

/** What a server action accepts (next.config.ts, serverActions.bodySizeLimit). */
export const FORM_BODY_LIMIT = 6 * 1024 * 1024;

/**
 * Whether a post is refused before its body is read; `locales`: the languages an address may start
 * with (the 413 page speaks the address's language, else the first).
 */
export function refuseBody(request: BodyRequest, siteUrl: string, locales: readonly string[]): BodyRefusal | null {
  if (request.method !== 'POST') return null;
  const origin = request.origin;
  if (origin !== undefined && !sameSite(origin, request.host, siteUrl)) return { status: 403 };
  if ((request.url ?? '').startsWith('/api/')) return null;
  if (/^multipart\/form-data/i.test(request.contentType ?? '') && !/\bboundary=[^;\s]/i.test(request.contentType ?? ''))
    return { status: 400 };
  const length = Number(request.contentLength ?? 0);
  if (Number.isFinite(length) && length > FORM_BODY_LIMIT)
    return { status: 413, locale: localeOf(request.url, locales) };
  if (request.nextAction !== undefined && !actionContentTypeOk(request.contentType)) return { status: 400 };
  return null;
}

function sameSite(origin: string, host: string | undefined, siteUrl: string): boolean {
  let given: URL;
  try {
    given = new URL(origin);
  } catch {
    return false; // "null" (a sandboxed page, a file) or junk
  }
  // A browser writes an origin one way only (no path, no trailing slash, lower case): any other
  // spelling is another program's, and Next.js, which compares the text, failed on it with 500.
  if (given.origin !== origin) return false;
  if (given.origin === new URL(siteUrl).origin) return true;
  return Boolean(host) && given.host === String(host).toLowerCase();
}

/** The language of an address (its first segment when one of `locales`), else the first of `locales`. */
export function localeOf(url: string | undefined, locales: readonly string[]): string {
  const first = String(url ?? '').split('/')[1] ?? '';
  return locales.includes(first) ? first : (locales[0] ?? 'nl');
}

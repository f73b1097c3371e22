/**
 * The rules of the page cache (docs/decisions/018-cached-pages.md): which requests may be answered
 * from a stored page, under which key, for how long, and how a stored page gets the fresh CSP nonce
 * of each response. Plain JavaScript: the server's preload (scripts/lib/page-cache.mjs) loads it
 * before Next.js, without a compiler.
 */

/** A stored page is served for this long after it was made; a change anywhere ends it at once. */
export const FRESH_SECONDS = 60;
/** What a CDN in front may do with a public page: keep it as long, then serve it stale while it asks again. */
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${FRESH_SECONDS}, stale-while-revalidate=300`;
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** Response header by which src/proxy.ts says whether a page is the same for everyone ('public') or not. */
export const PAGE_HEADER = 'x-vitrine-page';
/** Request header that carries the nonce the preload chose to src/proxy.ts (trusted only with the preload). */
export const NONCE_REQUEST_HEADER = 'x-vitrine-nonce';
/** Response header saying whether this server answered from its page cache (hit) or rendered (miss). */
export const CACHE_STATUS_HEADER = 'x-vitrine-cache';
/** Only these statuses are stored: a page, a 404, a withdrawn property's 410. */
const STORED_STATUSES = new Set([200, 404, 410]);
/** Addresses that are never pages of the site's public part. */
const NOT_PAGES = /^\/(api|_next|files|admin|bench-reference)(\/|$)|^\/[^?]*\.[^/?]+(\?|$)/;
/** Headers of Next.js's client router: a navigation's payload, not a document. */
const ROUTER_HEADER = /^(rsc|next-action|next-router-[a-z-]+|next-url)$/i;
/**
 * Headers by which Next.js's parts talk to each other inside the server (the proxy's prefetch and
 * sub-request marks, the router server's invoke headers, the data route's mark). A visitor who sends
 * one can make Next.js answer something other than the page (`x-middleware-prefetch: 1` answers
 * `{}`): the edge drops them (dropInternalHeaders) before Next.js sees the request.
 */
const NEXT_INTERNAL_HEADER =
  /^(x-middleware-[a-z-]+|x-invoke-[a-z-]+|x-nextjs-[a-z-]+|x-matched-path|x-now-route-matches|x-next-[a-z-]+)$/i;

/**
 * Removes from a request from outside every header that only Next.js itself may set.
 *
 * @param {Record<string, string | string[] | undefined>} headers a Node request's headers (lower case)
 * @returns {string[]} the names removed
 */
export function dropInternalHeaders(headers) {
  const dropped = Object.keys(headers).filter((name) => NEXT_INTERNAL_HEADER.test(name));
  for (const name of dropped) delete headers[name];
  return dropped;
}

/** Cookies that make a page personal: Next's draft mode and the staff's preview (lib/content/preview). */
const PERSONAL_COOKIES = /(?:^|;\s*)(__prerender_bypass|vitrine-preview)=/;

/**
 * Whether a request may be answered from, and stored in, the page cache: a document (not a
 * client-side navigation's RSC payload) of the public site, read with GET or HEAD, without a
 * draft or preview cookie.
 *
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
 */
export function pageRequest({ method, url, headers }) {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (typeof url !== 'string' || !url.startsWith('/') || NOT_PAGES.test(url)) return false;
  if (/[?&]_rsc=/.test(url)) return false;
  // The client router's own requests (payloads, prefetches) and anything Next.js reads as an
  // instruction make an answer that is not the page: never answered from, or stored in, the store.
  for (const name of Object.keys(headers))
    if (ROUTER_HEADER.test(name) || NEXT_INTERNAL_HEADER.test(name)) return false;
  const cookie = headers.cookie;
  return !PERSONAL_COOKIES.test(Array.isArray(cookie) ? cookie.join('; ') : (cookie ?? ''));
}

/** Only a whole HTML document is stored: never a payload, an empty body or a page cut short. */
const HTML = /^text\/html\b/i;
const DOCUMENT_END = Buffer.from('</html>');

/** React's mark of a part that failed while the page streamed (the database went away mid-render). */
const FAILED_PART = Buffer.from('data-dgst=');

/**
 * Whether an answer may be stored for everyone: the proxy called the page public, its status is a
 * page's, it is a whole HTML document (issue 33: a `{}` stored under a page's address blanked it
 * for every visitor), it sets no cookie and no part of it failed to render.
 *
 * @param {number} status
 * @param {Record<string, unknown>} headers the answer's headers, names in lower case
 * @param {Buffer} body
 */
export function storable(status, headers, body) {
  return (
    headers[PAGE_HEADER] === 'public' &&
    STORED_STATUSES.has(status) &&
    headers['set-cookie'] === undefined &&
    HTML.test(String(headers['content-type'] ?? '')) &&
    body.includes(DOCUMENT_END) &&
    !body.includes(FAILED_PART)
  );
}

/** A fresh CSP nonce: 16 random bytes, base64 (fits CSP's nonce-source grammar). */
export function freshNonce() {
  return btoa(String.fromCharCode(...globalThis.crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * A stored page with another nonce, or another form token: every place the old one stood (the
 * nonce attributes, a form's field, Next's payload). Both are random and were chosen after the
 * page's data was read, so they appear nowhere else, by chance or by a visitor's text.
 *
 * @param {Buffer} body
 * @param {string} from
 * @param {string} to
 */
export function swapAll(body, from, to) {
  const needle = Buffer.from(from);
  const parts = [];
  let start = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, start)) {
    parts.push(body.subarray(start, at), Buffer.from(to));
    start = at + needle.length;
  }
  if (start === 0) return body;
  parts.push(body.subarray(start));
  return Buffer.concat(parts);
}

/** Where the server keeps the generation of its stored pages: bumped by every change (lib/cache/page-generation.ts). */
export const PAGE_GENERATION = Symbol.for('vitrine.pageGeneration');

/**
 * The rules of the page cache (docs/decisions/018-cached-pages.md): which requests may be answered
 * from a stored page, under which key, for how long, and how a stored page gets the fresh CSP nonce
 * of each response. The cache itself is src/server/page-cache.ts.
 */

import { isFileAddress, isSitePage } from './page-kind';

/** A stored page is served for this long after it was made; a change anywhere ends it at once. */
export const FRESH_SECONDS = 60;
/**
 * A page the same for every visitor but for its CSP nonce and its form tokens, which are each
 * answer's own: a browser may keep it for Back and asks again before reusing it; no shared cache
 * (a CDN) may keep it, or it would hand one visitor's token and nonce to all (decision 023).
 */
export const PUBLIC_CACHE_CONTROL = 'private, no-cache';
/** A page of one visitor's own (login, portal, thank-you): never kept anywhere. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** Response header by which src/proxy.ts says whether a page is the same for everyone ('public') or not. */
export const PAGE_HEADER = 'x-vitrine-page';
/** Request header that carries the nonce the edge chose to src/proxy.ts (trusted only with the edge). */
export const NONCE_REQUEST_HEADER = 'x-vitrine-nonce';
/** Response header saying whether this server answered from its page cache (hit) or rendered (miss). */
export const CACHE_STATUS_HEADER = 'x-vitrine-cache';
/** Only these statuses are stored: a page, a 404, a withdrawn property's 410. */
const STORED_STATUSES = new Set([200, 404, 410]);
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

/** The site's own request headers, written by the edge for Next.js: never a visitor's. */
const OWN_REQUEST_HEADER = /^x-vitrine-[a-z-]+$/i;

/**
 * Removes from a request from outside (a Node request's headers, names in lower case) every header
 * that only Next.js or the edge itself may set; returns the names removed.
 */
export function dropInternalHeaders(headers: Record<string, string | string[] | undefined>): string[] {
  const dropped = Object.keys(headers).filter(
    (name) => NEXT_INTERNAL_HEADER.test(name) || OWN_REQUEST_HEADER.test(name),
  );
  for (const name of dropped) delete headers[name];
  return dropped;
}

/** Cookies that make a page personal: Next's draft mode and the staff's preview (lib/content/preview). */
const PERSONAL_COOKIES = /(?:^|;\s*)(__prerender_bypass|vitrine-preview)=/;

/**
 * Whether a request may be answered from, and stored in, the page cache: a document (not a
 * client-side navigation's RSC payload) of the public site, read with GET or HEAD, without a
 * draft or preview cookie.
 */
export function pageRequest(request: RequestShape): boolean {
  const { url } = request;
  if (typeof url !== 'string' || !url.startsWith('/') || !isSitePage(url.split('?')[0] ?? url)) return false;
  return cacheableShape(request);
}

type RequestShape = {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
};

function cacheableShape({ method, url = '', headers }: RequestShape): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (/[?&]_rsc=/.test(url)) return false;
  // The client router's own requests (payloads, prefetches) and anything Next.js reads as an
  // instruction make an answer that is not the page: never answered from, or stored in, the store.
  for (const name of Object.keys(headers))
    if (ROUTER_HEADER.test(name) || NEXT_INTERNAL_HEADER.test(name)) return false;
  const cookie = headers.cookie;
  return !PERSONAL_COOKIES.test(Array.isArray(cookie) ? cookie.join('; ') : (cookie ?? ''));
}

/**
 * Whether a request is a browser's (or a crawler's) visit to an address with a file ending that is
 * none of Next's, the API's or the stored files' (`/nl/oud.php`): the proxy never sees those, and
 * when nothing answers them Next.js sends its empty 404 document, blank under the site's
 * policy, so the page cache gives the full 404 page there too (src/server/page-cache.ts). A
 * request for a picture or a script (an `<img>`, a `fetch`) is left to Next.js as it is.
 */
export function fileAddressVisit(request: RequestShape): boolean {
  const pathname = (request.url ?? '').split('?')[0] ?? '';
  if (!pathname.startsWith('/') || !isFileAddress(pathname)) return false;
  const destination = request.headers['sec-fetch-dest'];
  const accept = String(request.headers.accept ?? '');
  const visit = destination === undefined ? /^\s*text\/html\b/.test(accept) : destination === 'document';
  return visit && cacheableShape(request);
}

/** Only a whole HTML document is stored: never a payload, an empty body or a page cut short. */
const HTML = /^text\/html\b/i;
const DOCUMENT_END = Buffer.from('</html>');

/** React's mark of a part that failed while the page streamed (the database went away mid-render). */
const FAILED_PART = Buffer.from('data-dgst=');

/**
 * Whether an answer may be stored for everyone: the proxy called the page public, its status is a
 * page's, it is a whole HTML document (issue 33: a `{}` stored under a page's address blanked it
 * for every visitor), it sets no cookie and no part of it failed to render. `headers`: the answer's,
 * names in lower case.
 */
export function storable(status: number, headers: Record<string, unknown>, body: Buffer): boolean {
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
export function freshNonce(): string {
  return btoa(String.fromCharCode(...globalThis.crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * A stored page with another nonce, or another form token: every place the old one stood (the
 * nonce attributes, a form's field, Next's payload). Both are random and were chosen after the
 * page's data was read, so they appear nowhere else, by chance or by a visitor's text.
 */
/** Where each of `strings` stands in `body` (byte offsets): each answer writes its fresh values there. */
export function placesIn(body: Buffer, strings: string[]): Map<string, number[]> {
  const places = new Map<string, number[]>();
  for (const text of strings) {
    const needle = Buffer.from(text);
    const found: number[] = [];
    for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, at + needle.length)) found.push(at);
    places.set(text, found);
  }
  return places;
}

/**
 * One copy of `body` with every stored string replaced by its fresh value (`swaps`, old → new of
 * the same length) at its places: one allocation per answer, whatever the number of tokens.
 */
export function filledCopy(body: Buffer, places: Map<string, number[]>, swaps: Map<string, string>): Buffer {
  const copy = Buffer.from(body);
  for (const [from, to] of swaps) {
    if (Buffer.byteLength(to) !== Buffer.byteLength(from)) return swapEach(body, swaps);
    for (const at of places.get(from) ?? []) copy.write(to, at);
  }
  return copy;
}

function swapEach(body: Buffer, swaps: Map<string, string>): Buffer {
  let swapped = body;
  for (const [from, to] of swaps) swapped = swapAll(swapped, from, to);
  return swapped;
}

export function swapAll(body: Buffer, from: string, to: string): Buffer {
  const needle = Buffer.from(from);
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, start)) {
    parts.push(body.subarray(start, at), Buffer.from(to));
    start = at + needle.length;
  }
  if (start === 0) return body;
  parts.push(body.subarray(start));
  return Buffer.concat(parts);
}

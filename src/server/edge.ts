/**
 * The first code to see each request, before Next.js (issues 17, 33), in the site's own server
 * (src/server/main.ts):
 * - The request line: a method the site does not use is 405 with Allow, OPTIONS is answered, a
 *   target that is not a path is 400, one too long 414 (src/domain/edge/request-line.ts).
 * - `/healthz` is answered here, `/readyz` goes to its route (./health.ts).
 * - The benchmarks' reference page answers only on a benchmark's server (BENCH_REFERENCE=1).
 * - The body: another website's post is 403, a form body over 6 MB a page that says so in the
 *   address's language (413), a broken multipart body or a server action's arguments that no page
 *   sends 400 (src/domain/edge/request-body.ts, ./body-guard.ts).
 * - Who is asking: decided once, from the socket and as many X-Forwarded-For hops as
 *   TRUSTED_PROXIES trusts (src/domain/edge/client-address.ts), written to one header the pages read.
 *   What a visitor sends under that name, and any header only Next.js or the edge may set, is
 *   dropped; X-Forwarded-For is replaced by the same address, so no later reader is fooled.
 * - The build's scripts and styles: as Brotli once compressed (./static-brotli.ts).
 * - Public pages: answered from the page cache when already rendered, each with its own CSP nonce
 *   (./page-cache.ts, decision 018); a 404 is always the full page (./not-found.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CLIENT_HEADER, clientFrom } from '@/domain/edge/client-address';
import { dropInternalHeaders } from '@/domain/edge/page-cache';
import { refuseBody } from '@/domain/edge/request-body';
import { refuseRequestLine } from '@/domain/edge/request-line';
import { SITE_LOCALES } from '@/domain/language/site-locales';
import { markEdge } from '@/process-bridge';
import { guardFormBody } from './body-guard';
import { sendText, tooLarge } from './answers';
import { health } from './health';
import { fullNotFound, type Handler } from './not-found';
import { createPageCache, type PageCache } from './page-cache';
import type { StaticBrotli } from './static-brotli';

export type EdgeOptions = {
  siteUrl: string;
  trustedProxies: number;
  tokenSecret: string;
  /** A benchmark's server: its reference page answers. */
  benchReference: boolean;
  /** The build's scripts and styles as Brotli (production only: ./static-brotli.ts). */
  staticBrotli?: StaticBrotli;
};

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : value);

/** True when the request was answered here. */
function refused(request: IncomingMessage, response: ServerResponse, options: EdgeOptions): boolean {
  const body = refuseBody(
    {
      method: request.method,
      url: request.url,
      origin: header(request.headers.origin),
      host: request.headers.host,
      contentLength: request.headers['content-length'],
      contentType: request.headers['content-type'],
      nextAction: header(request.headers['next-action']),
    },
    options.siteUrl,
    SITE_LOCALES,
  );
  if (body?.status === 413) {
    tooLarge(request, response, body.locale);
    return true;
  }
  if (body) {
    sendText(request, response, body.status);
    return true;
  }
  // The benchmarks' reference page (app/bench-reference, script-src 'unsafe-inline') exists only
  // on a server a benchmark started, never on a production start.
  if (!options.benchReference && /^\/bench-reference(\/|\?|$)/.test(String(request.url))) {
    sendText(request, response, 404);
    return true;
  }
  const line = refuseRequestLine(request.method, request.url);
  if (!line) return false;
  sendText(request, response, line.status, line.allow ? { Allow: line.allow } : {});
  return true;
}

/**
 * A post from the site's own pages (its Origin is SITE_URL's) is addressed to SITE_URL's host,
 * whatever Host a proxy passed on: Next.js compares a form's Origin with the Host and answered 500
 * when a proxy dropped the port (nginx's `$host`). The Origin was checked above (refused()).
 */
function addressToSite(request: IncomingMessage, siteUrl: string): void {
  const origin = header(request.headers.origin);
  if (!origin || origin.toLowerCase() !== new URL(siteUrl).origin) return;
  request.headers.host = new URL(siteUrl).host;
}

/** Who is asking, written where the pages read it; nothing of Next's or the edge's own from outside. */
function decide(request: IncomingMessage, trustedProxies: number): void {
  const client = clientFrom(header(request.headers['x-forwarded-for']), request.socket?.remoteAddress, trustedProxies);
  // Next.js's internal headers never come from outside (issue 33: one made a page `{}` for all).
  dropInternalHeaders(request.headers);
  // The site builds every address from SITE_URL: a forwarded host only misleads Next.js's own
  // origin check (with a Host and an Origin that agree, another X-Forwarded-Host made it fail, 500).
  delete request.headers['x-forwarded-host'];
  request.headers[CLIENT_HEADER] = client;
  request.headers['x-forwarded-for'] = client;
  delete request.headers['x-real-ip'];
}

/** The edge in front of Next.js's request handler (`next`). */
export function createEdge(next: Handler, options: EdgeOptions): Handler & { cache: PageCache } {
  markEdge();
  const cache = createPageCache({ tokenSecret: options.tokenSecret, replace: fullNotFound(next) });
  const edge = (request: IncomingMessage, response: ServerResponse) => {
    if (health(request, response) || refused(request, response, options)) return;
    decide(request, options.trustedProxies);
    if (options.staticBrotli?.serve(request, response)) return;
    addressToSite(request, options.siteUrl);
    if (request.method === 'POST' && !String(request.url).startsWith('/api/')) guardFormBody(request, response);
    return cache.serve(request, response, () => next(request, response));
  };
  return Object.assign(edge, { cache });
}

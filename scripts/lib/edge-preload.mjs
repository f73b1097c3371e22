/**
 * Loaded into the Next.js server process (`--import`, by scripts/lib/site.ts): the first code to
 * see each request, before Next.js (issue 17).
 * - The request line: a method the site does not use is 405 with Allow, OPTIONS is answered, a
 *   target that is not a path is 400 (src/domain/request-line.mjs), never an error page.
 * - The benchmarks' reference page answers only on a benchmark's server (BENCH_REFERENCE=1).
 * - The body: another website's post is 403, a form body over 6 MB a page that says so in the
 *   address's language (413), a broken multipart body 400 (src/domain/request-body.mjs).
 * - Who is asking: decided once, from the socket and as many X-Forwarded-For hops as
 *   TRUSTED_PROXIES trusts (src/domain/client-address.mjs), written to one header the pages read
 *   (src/lib/security/client-address.ts). What a visitor sends under that header's name is dropped,
 *   and X-Forwarded-For is replaced by the same address, so no later reader is fooled by the
 *   visitor's own entries.
 * - Public pages: answered from the page cache when already rendered, each with its own CSP nonce
 *   (scripts/lib/page-cache.mjs, docs/decisions/018-cached-pages.md).
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { CLIENT_HEADER, clientFrom, PRELOAD_MARK } from '../../src/domain/client-address.mjs';
import { multipartWatcher, refuseBody } from '../../src/domain/request-body.mjs';
import { refuseRequestLine } from '../../src/domain/request-line.mjs';
import { servePage } from './page-cache.mjs';
import { dropInternalHeaders } from '../../src/domain/page-cache.mjs';

const hops = Number(process.env.TRUSTED_PROXIES ?? 0);
if (!Number.isInteger(hops) || hops < 0 || hops > 10)
  throw new Error(`TRUSTED_PROXIES=${process.env.TRUSTED_PROXIES}: expected a number of proxies from 0 to 10`);

const TEXT = {
  204: '',
  400: 'Bad Request\n',
  403: 'Forbidden: this form belongs to another website\n',
  405: 'Method Not Allowed\n',
  414: 'URI Too Long\n',
};
const SITE_URL = process.env.SITE_URL || 'http://localhost:3000';
const BENCH = process.env.BENCH_REFERENCE === '1';

/** The 413 page's texts per language (messages/*.json, TooLarge), read once. */
const TOO_LARGE = Object.fromEntries(
  ['nl', 'fr', 'en'].map((l) => [l, JSON.parse(readFileSync(path.resolve('messages', `${l}.json`), 'utf8')).TooLarge]),
);
const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function send(response, status, headers, body) {
  response.writeHead(status, {
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    // The body may be unread or still arriving: the connection is not reused for another request.
    Connection: 'close',
    ...headers,
  });
  response.end(body);
}

/** A body too large for a form: a page in the address's language, sent without reading the body. */
function tooLarge(request, response, locale) {
  const t = TOO_LARGE[locale];
  const back = escape(String(request.url).split('?')[0]);
  const page =
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(t.title)}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1f2933"><h1>${escape(t.title)}</h1><p>${escape(t.body)}</p><p><a href="${back}">${escape(t.back)}</a></p></body></html>`;
  // The rest of the upload is read and thrown away, so the browser shows this page, not a broken connection.
  request.resume();
  send(response, 413, { 'Content-Type': 'text/html; charset=utf-8' }, page);
}

/**
 * A multipart body cut short or without its boundary makes Next.js fail with 500: followed as it
 * streams (beside Next.js's own reading, never holding it); if it ends incomplete before Next.js
 * answered, the answer is 400 and what Next.js writes after is dropped.
 */
function guardMultipart(request, response) {
  const watcher = multipartWatcher(request.headers['content-type']);
  if (!watcher) return;
  // Seen as the request emits them, whoever reads it and however: the flow is left as it is.
  const emit = request.emit;
  request.emit = function watched(event, ...args) {
    if (event === 'data') watcher.push(args[0]);
    if (event === 'end' && !watcher.complete() && !response.headersSent) {
      send(
        response,
        400,
        { 'Content-Type': 'text/plain; charset=utf-8' },
        'Bad Request: the form data is incomplete\n',
      );
      for (const name of ['writeHead', 'setHeader', 'write', 'end', 'flushHeaders', 'removeHeader'])
        response[name] = () => response;
    }
    return emit.call(this, event, ...args);
  };
}

/** True when the request was answered here. */
function answered(request, response) {
  const refused = refuseBody(
    {
      method: request.method,
      url: request.url,
      origin: request.headers.origin,
      host: request.headers.host,
      contentLength: request.headers['content-length'],
      contentType: request.headers['content-type'],
    },
    SITE_URL,
  );
  if (refused?.status === 413) {
    tooLarge(request, response, refused.locale);
    return true;
  }
  if (refused?.status === 403 || refused?.status === 400) {
    request.resume();
    send(response, refused.status, { 'Content-Type': 'text/plain; charset=utf-8' }, TEXT[refused.status]);
    return true;
  }
  // The benchmarks' reference page (app/bench-reference, script-src 'unsafe-inline') exists only
  // on a server a benchmark started (BENCH_REFERENCE=1), never on a production start.
  if (!BENCH && /^\/bench-reference(\/|\?|$)/.test(String(request.url))) {
    request.resume();
    send(response, 404, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Not Found\n');
    return true;
  }
  const refusal = refuseRequestLine(request.method, request.url);
  if (!refusal) return false;
  request.resume();
  send(
    response,
    refusal.status,
    { ...(refusal.allow ? { Allow: refusal.allow } : {}), 'Content-Type': 'text/plain; charset=utf-8' },
    request.method === 'HEAD' ? '' : TEXT[refusal.status],
  );
  return true;
}

function decide(request) {
  const forwarded = request.headers['x-forwarded-for'];
  const client = clientFrom(
    Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
    request.socket?.remoteAddress,
    hops,
  );
  request.headers[CLIENT_HEADER] = client;
  request.headers['x-forwarded-for'] = client;
  delete request.headers['x-real-ip'];
  // Next.js's internal headers never come from outside (issue 33: one made a page `{}` for all).
  dropInternalHeaders(request.headers);
}

for (const transport of [http, https]) {
  const original = transport.createServer;
  transport.createServer = function createServer(...args) {
    const at = args.findIndex((a) => typeof a === 'function');
    if (at >= 0) {
      const listener = args[at];
      args[at] = function edge(request, response) {
        if (answered(request, response)) return;
        decide(request);
        if (request.method === 'POST' && !String(request.url).startsWith('/api/')) guardMultipart(request, response);
        // A public page already rendered is answered from memory (scripts/lib/page-cache.mjs).
        return servePage(request, response, () => listener.call(this, request, response));
      };
    }
    return original.apply(this, args);
  };
}
globalThis[PRELOAD_MARK] = true;

/**
 * Loaded into the Next.js server process (`--import`, by scripts/lib/site.ts): the first code to
 * see each request, before Next.js (issue 17).
 * - The request line: a method the site does not use is 405 with Allow, OPTIONS is answered, a
 *   target that is not a path is 400 (src/domain/request-line.mjs), never an error page.
 * - Who is asking: decided once, from the socket and as many X-Forwarded-For hops as
 *   TRUSTED_PROXIES trusts (src/domain/client-address.mjs), written to one header the pages read
 *   (src/lib/security/client-address.ts). What a visitor sends under that header's name is dropped,
 *   and X-Forwarded-For is replaced by the same address, so no later reader is fooled by the
 *   visitor's own entries.
 */
import http from 'node:http';
import https from 'node:https';
import { CLIENT_HEADER, clientFrom } from '../../src/domain/client-address.mjs';
import { refuseRequestLine } from '../../src/domain/request-line.mjs';

const hops = Number(process.env.TRUSTED_PROXIES ?? 0);
if (!Number.isInteger(hops) || hops < 0 || hops > 10) throw new Error(`TRUSTED_PROXIES=${process.env.TRUSTED_PROXIES}: expected a number of proxies from 0 to 10`);

const TEXT = { 204: '', 400: 'Bad Request\n', 405: 'Method Not Allowed\n' };

/** True when the request was answered here. */
function answered(request, response) {
  const refusal = refuseRequestLine(request.method, request.url);
  if (!refusal) return false;
  const body = TEXT[refusal.status];
  response.writeHead(refusal.status, {
    ...(refusal.allow ? { Allow: refusal.allow } : {}),
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
}

function decide(request) {
  const forwarded = request.headers['x-forwarded-for'];
  const client = clientFrom(Array.isArray(forwarded) ? forwarded.join(',') : forwarded, request.socket?.remoteAddress, hops);
  request.headers[CLIENT_HEADER] = client;
  request.headers['x-forwarded-for'] = client;
  delete request.headers['x-real-ip'];
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
        return listener.call(this, request, response);
      };
    }
    return original.apply(this, args);
  };
}
globalThis[Symbol.for('vitrine.clientAddress')] = true;

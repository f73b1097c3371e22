/**
 * Loaded into the Next.js server process (`--import`, by scripts/lib/site.ts): before Next.js sees
 * a request, the visitor's address is decided once, from the socket and as many X-Forwarded-For
 * hops as TRUSTED_PROXIES trusts (src/domain/client-address.mjs), and written to one header that
 * the pages read (src/lib/security/client-address.ts). What a visitor sends under that header's
 * name is dropped, and X-Forwarded-For is replaced by the same address, so no later reader can be
 * fooled by the visitor's own entries.
 */
import http from 'node:http';
import https from 'node:https';
import { CLIENT_HEADER, clientFrom } from '../../src/domain/client-address.mjs';

const hops = Number(process.env.TRUSTED_PROXIES ?? 0);
if (!Number.isInteger(hops) || hops < 0 || hops > 10) throw new Error(`TRUSTED_PROXIES=${process.env.TRUSTED_PROXIES}: expected a number of proxies from 0 to 10`);

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
    const server = original.apply(this, args);
    server.prependListener('request', decide);
    return server;
  };
}
globalThis[Symbol.for('vitrine.clientAddress')] = true;

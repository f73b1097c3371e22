/**
 * The health addresses (issue 32): `GET /healthz` is answered here, by the process itself, without
 * Next.js or the database (the process runs and takes requests); `GET /readyz` goes to the route
 * that checks what serving needs (app/api/readyz). Both are never cached, with or without a slash.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { send } from './answers';

const HEALTH = /^\/(healthz|readyz)\/?(\?.*)?$/;

/** True when the request was answered here; a readiness probe is pointed at its route. */
export function health(request: IncomingMessage, response: ServerResponse): boolean {
  const match = HEALTH.exec(String(request.url));
  if (!match) return false;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    send(
      request,
      response,
      405,
      { 'Content-Type': 'text/plain; charset=utf-8', Allow: 'GET, HEAD' },
      'Method Not Allowed\n',
    );
    return true;
  }
  if (match[1] === 'readyz') {
    request.url = '/api/readyz/';
    return false;
  }
  send(request, response, 200, { 'Content-Type': 'application/json' }, '{"status":"ok"}\n');
  return true;
}

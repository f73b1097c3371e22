/**
 * One log line per request (issue 32), written when its answer is done: method, path (no query),
 * status, duration, whether the page cache answered, and the visitor's address as the edge decides
 * it. The health probes a proxy sends every few seconds are left out.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientFrom } from '@/domain/edge/client-address';
import { loggedPath } from '@/domain/ops/log-line';
import { CACHE_STATUS_HEADER } from '@/domain/edge/page-cache';
import { log } from '@/log';

const PROBE = /^\/(healthz|readyz)\/?(\?|$)/;

export function logRequest(request: IncomingMessage, response: ServerResponse, trustedProxies: number): void {
  const target = String(request.url);
  if (PROBE.test(target)) return;
  const started = process.hrtime.bigint();
  const forwarded = request.headers['x-forwarded-for'];
  const client = clientFrom(
    Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
    request.socket?.remoteAddress,
    trustedProxies,
  );
  response.once('close', () => {
    const status = response.statusCode;
    const cache = response.getHeader(CACHE_STATUS_HEADER);
    const fields = {
      method: String(request.method).slice(0, 10),
      path: loggedPath(target),
      status,
      ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
      cache: typeof cache === 'string' ? cache : undefined,
      client,
      ...(response.writableFinished ? {} : { aborted: true }),
    };
    // 503 is the site saying its database is away (the page says so): a warning per request, the
    // outage itself is what /readyz reports.
    if (status >= 500 && status !== 503) log.error('request', undefined, fields);
    else if (status === 503) log.warn('request', fields);
    else log.info('request', fields);
  });
}

/**
 * Next.js through its documented custom-server entry, with the edge (./edge.ts) in front of its
 * request handler (decision 023), in the site's one process (./site.ts). Returns `stop`: the server
 * stops accepting connections, lets the requests in flight finish and closes Next.js.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { DEVELOPMENT_TOKEN_SECRET } from '@/domain/edge/form-token';
import { scrub } from '@/domain/ops/log-line';
import { env } from '@/env';
import { jsonConsole, log } from '@/log';
import { createEdge } from './edge';
import { fullCollection, whenQuiet } from './idle';
import { logRequest } from './request-log';
import { createStaticBrotli } from './static-brotli';

export async function serveNext(dev: boolean): Promise<{ stop: () => Promise<void> }> {
  jsonConsole();
  const settings = env();
  // Loaded now: Next.js reads NODE_ENV and its configuration as its modules load.
  const { default: next } = await import('next');
  const app = next({ dev, dir: process.cwd(), port: settings.PORT, turbopack: dev });
  const handle = app.getRequestHandler();
  await app.prepare();
  const edge = createEdge((request, response) => handle(request, response), {
    siteUrl: settings.SITE_URL,
    trustedProxies: settings.TRUSTED_PROXIES,
    tokenSecret: settings.SESSION_SECRET ?? DEVELOPMENT_TOKEN_SECRET,
    benchReference: settings.BENCH_REFERENCE,
    staticBrotli: dev ? undefined : createStaticBrotli(path.join(process.cwd(), '.next', 'static')),
  });
  // Once the site goes quiet: pages past their minute out of the cache, and V8's garbage collected,
  // so that what a burst of visitors took is given back (issue 33, docs/benchmarks.md).
  const collect = fullCollection();
  const quiet = whenQuiet(() => {
    edge.cache.sweep();
    collect();
  });
  const server = createServer((request, response) => {
    quiet.activity();
    logRequest(request, response, settings.TRUSTED_PROXIES);
    Promise.resolve(edge(request, response)).catch((error: unknown) => {
      log.error('unhandled error', error, { method: request.method, stack: stackOf(error) });
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Internal Server Error\n');
    });
  });
  // What Node cannot parse as a request. Bytes after a request that said `Connection: close` (a
  // body sent without a length, as a DELETE with a body is): the answer in progress still goes out,
  // then the connection closes. Anything else: 400, as Node answers by default.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'HPE_CLOSED_CONNECTION' && !socket.destroyed) return;
    // An answer already under way on this connection (Node's own test): never a second one into it.
    const answering = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
    if (socket.writable && !answering)
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
  // Hot reloading's web socket in development.
  if (dev) server.on('upgrade', (request, socket, head) => void app.getUpgradeHandler()(request, socket, head));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.PORT, () => resolve());
  });
  log.info('serving', { mode: dev ? 'development' : 'production', port: settings.PORT });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        quiet.stop();
        server.close(() => void app.close().finally(resolve));
        server.closeIdleConnections();
      }),
  };
}

/** Where an error came from: the first lines of its stack, scrubbed like any other value. */
export function stackOf(error: unknown): string | undefined {
  return error instanceof Error && error.stack ? scrub(error.stack.split('\n').slice(1, 6).join('\n')) : undefined;
}

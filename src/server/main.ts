/**
 * The site's server (decision 023): Next.js through its documented custom-server entry, with the
 * edge (./edge.ts) in front of its request handler. Started by the supervisor (scripts/lib/site.ts)
 * as a bundle of this file (scripts/lib/server-bundle.ts), `--dev` for `npm run dev`. On SIGTERM or
 * SIGINT it stops accepting connections, lets the requests in flight finish, closes Next.js and
 * exits (src/lib/shutdown.ts then waits for the mail being sent).
 */
import { createServer } from 'node:http';
import next from 'next';
import { DEVELOPMENT_TOKEN_SECRET } from '@/domain/form-token';
import { scrub } from '@/domain/ops/log-line';
import { env } from '@/env';
import { jsonConsole, log } from '@/log';
import { createEdge } from './edge';
import { fullCollection, whenQuiet } from './idle';
import { logRequest } from './request-log';

async function main(): Promise<void> {
  jsonConsole();
  const dev = process.argv.includes('--dev');
  const settings = env();
  const app = next({ dev, dir: process.cwd(), port: settings.PORT, turbopack: dev });
  const handle = app.getRequestHandler();
  await app.prepare();
  const edge = createEdge((request, response) => handle(request, response), {
    siteUrl: settings.SITE_URL,
    trustedProxies: settings.TRUSTED_PROXIES,
    tokenSecret: settings.SESSION_SECRET ?? DEVELOPMENT_TOKEN_SECRET,
    benchReference: settings.BENCH_REFERENCE,
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

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    quiet.stop();
    server.close(() => {
      void app.close().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.PORT, () => resolve());
  });
  log.info('serving', { mode: dev ? 'development' : 'production', port: settings.PORT });
  // What escapes every handler is an error someone must find (issue 32): logged, then the process
  // goes on (a rejection) or stops to be restarted (an exception leaves it in an unknown state).
  process.on('unhandledRejection', (error) => log.error('unhandled rejection', error, { stack: stackOf(error) }));
  process.on('uncaughtException', (error) => {
    log.error('uncaught exception', error, { stack: stackOf(error) });
    process.exit(1);
  });
}

/** Where an error came from: the first lines of its stack, scrubbed like any other value. */
function stackOf(error: unknown): string | undefined {
  return error instanceof Error && error.stack ? scrub(error.stack.split('\n').slice(1, 6).join('\n')) : undefined;
}

main().catch((error: unknown) => {
  log.error('the server could not start', error, { stack: stackOf(error) });
  process.exit(1);
});

import { createServer } from 'node:net';

/** Whether nobody listens on `port` at 127.0.0.1 at this moment. */
export function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A port free on 127.0.0.1 at this moment, as the system hands it out (another program may take it
 * before it is used: for servers that start right after, a test's or the bench's).
 */
export function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The first port from `wanted` on that nobody listens on at 127.0.0.1 (20 tries, then any free port). */
export async function freePortFrom(wanted: number): Promise<number> {
  for (let port = wanted; port < wanted + 20 && port <= 65535; port++) if (await isFree(port)) return port;
  return anyFreePort();
}

import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { clusterDir, passwordPath, readPidFile } from './location';
import { isFree } from './ports';
import { startEmbedded, stopEmbedded } from './server';

/** The embedded PostgreSQL's life on a real server (issue 14): made, reused, recovered, stopped. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-embedded-'));
// As root the server runs as the postgres account, which must pass through the folder (mkdtemp makes it 700).
chmodSync(dataDir, 0o755);
const logs: string[] = [];
const log = (line: string) => logs.push(line);

async function query(url: string, text: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

function listen(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/**
 * A free port below Linux's range for outgoing connections (32768–60999): a port in that range may
 * become the local end of some client's connection between two tests (it happened in CI).
 */
async function quietPort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await isFree(port)) return port;
  }
}

let port = 0;

afterAll(async () => {
  await stopEmbedded(dataDir).catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded PostgreSQL', { timeout: 60_000 }, () => {
  it('is made on first use, on 127.0.0.1 only, with a password only its owner can read', async () => {
    port = await quietPort();
    const server = await startEmbedded(dataDir, { port, log });
    expect(server.startedHere).toBe(true);
    expect(server.port).toBe(port);
    expect(statSync(passwordPath(dataDir)).mode & 0o777).toBe(0o600);
    expect(server.url).toMatch(new RegExp(String.raw`^postgres://vitrine:[^@]+@127\.0\.0\.1:${port}/vitrine$`));
    const [settings] = await query(
      server.url,
      "select current_setting('listen_addresses') as listen, current_setting('unix_socket_directories') as sockets, current_database() as db",
    );
    expect(settings).toEqual({ listen: '127.0.0.1', sockets: '', db: 'vitrine' });
    const wrong = server.url.replace(/:[^:@]+@/, ':wrong@');
    await expect(query(wrong, 'select 1')).rejects.toThrow(/password authentication failed/);
  });

  it('is found again while it runs: a second command shares it, never a second server', async () => {
    const again = await startEmbedded(dataDir, { port: 54370, log });
    expect(again.startedHere).toBe(false);
    expect(again.port).toBe(port);
  });

  it('starts again after its server was killed (a stale postmaster.pid is no obstacle)', async () => {
    const pid = readPidFile(dataDir)!.pid;
    process.kill(pid, 'SIGKILL');
    await expect
      .poll(
        () => {
          try {
            process.kill(pid, 0);
            return true;
          } catch {
            return false;
          }
        },
        { timeout: 5_000 },
      )
      .toBe(false);
    // Its children notice the postmaster is gone and exit; the lock file stays behind.
    expect(readPidFile(dataDir)?.pid).toBe(pid);
    const server = await startEmbedded(dataDir, { port, log });
    expect(server.startedHere).toBe(true);
    expect(await query(server.url, 'select 1 as one')).toEqual([{ one: 1 }]);
    await server.stop();
    expect(readPidFile(dataDir)).toBeUndefined();
  });

  it('takes over a lock file whose process id now belongs to another program (after a reboot)', async () => {
    writeFileSync(
      path.join(clusterDir(dataDir), 'postmaster.pid'),
      `${process.pid}\n${clusterDir(dataDir)}\n1\n${port}\n\n127.0.0.1\n 1 2\nready\n`,
    );
    const server = await startEmbedded(dataDir, { port, log });
    expect(server.startedHere).toBe(true);
    expect(logs.some((l) => l.includes('stale lock'))).toBe(true);
    await server.stop();
  });

  it('says so and takes the next free port when its port is taken', async () => {
    // A port the system just gave out: a fixed one may be the local end of a client connection.
    const blocker = await listen(0);
    const taken = (blocker.address() as { port: number }).port;
    try {
      const server = await startEmbedded(dataDir, { port: taken, log });
      expect(server.port).toBeGreaterThan(taken);
      expect(logs.at(-1)).toMatch(
        new RegExp(`port ${taken} is taken; the embedded PostgreSQL listens on ${server.port} instead`),
      );
      await server.stop();
    } finally {
      blocker.close();
    }
  });

  it.runIf(process.getuid?.() === 0)(
    'as root, behind a folder closed to the postgres account, lives in /var/lib/vitrine, linked from the data folder',
    async () => {
      const closed = mkdtempSync(path.join(tmpdir(), 'vitrine-closed-'));
      const inner = path.join(closed, 'site', '.data');
      try {
        const server = await startEmbedded(inner, { port: 54385, log });
        expect(server.startedHere).toBe(true);
        expect(lstatSync(clusterDir(inner)).isSymbolicLink()).toBe(true);
        expect(realpathSync(clusterDir(inner))).toMatch(/^\/var\/lib\/vitrine\/[0-9a-f]{16}\/postgres$/);
        expect(logs.some((l) => /cannot enter .*; the cluster lives in \/var\/lib\/vitrine\//.test(l))).toBe(true);
        expect(await query(server.url, 'select 1 as one')).toEqual([{ one: 1 }]);
        expect((await startEmbedded(inner, { log })).startedHere).toBe(false);
        await server.stop();
        expect(readPidFile(inner)).toBeUndefined();
      } finally {
        await stopEmbedded(inner).catch(() => undefined);
        if (existsSync(clusterDir(inner)))
          rmSync(path.dirname(realpathSync(clusterDir(inner))), { recursive: true, force: true });
        rmSync(closed, { recursive: true, force: true });
      }
    },
  );

  it('refuses to guess when the password file of an existing database is gone', async () => {
    const saved = readFileSync(passwordPath(dataDir));
    rmSync(passwordPath(dataDir));
    try {
      await expect(startEmbedded(dataDir, { log })).rejects.toThrow(
        /holds a database but its password file .* is missing/,
      );
    } finally {
      writeFileSync(passwordPath(dataDir), saved, { mode: 0o600 });
    }
  });
});

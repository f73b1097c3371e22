import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbedded, type EmbeddedServer } from '../db/embedded/server';

/**
 * Vitest's global set-up: one PostgreSQL for the whole test run, on which each data test file
 * makes and drops its own database (src/db/test-db.ts). TEST_DATABASE_URL set from outside (CI's
 * Debian PostgreSQL 15) is used as it is; else the embedded server of a folder of this checkout
 * in the temporary folder (kept between runs: the cluster is made once), stopped at the end.
 */
let server: EmbeddedServer | undefined;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Databases of test runs that were killed before dropping them. */
async function dropLeftovers(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like 'vitrine\\_test\\_%'");
    for (const { datname } of rows) {
      const pid = Number(datname.split('_')[2]);
      if (!alive(pid)) await client.query(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await client.end();
  }
}

export async function setup(): Promise<void> {
  const checkout = createHash('sha256').update(process.cwd()).digest('hex').slice(0, 12);
  // Files the tests write (uploads, the feed's photos) go to a folder of their own, never .data.
  process.env.DATA_DIR ??= path.join(tmpdir(), `vitrine-test-data-${checkout}`);
  if (process.env.TEST_DATABASE_URL) return;
  const folder = path.join(tmpdir(), `vitrine-test-${process.getuid?.() ?? 'u'}-${checkout}`);
  server = await startEmbedded(folder, { port: 54390, log: () => undefined });
  const url = new URL(server.url);
  url.pathname = '/postgres';
  process.env.TEST_DATABASE_URL = url.toString();
  await dropLeftovers(url.toString());
}

export async function teardown(): Promise<void> {
  if (server?.startedHere) await server.stop();
  server = undefined;
}

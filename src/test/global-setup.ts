import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { processAlive } from '../db/embedded/alive';
import { startEmbedded, type EmbeddedServer } from '../db/embedded/server';
import { env } from '../env';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The embedded server of the test run (src/db/test-db.ts), when TEST_DATABASE_URL is not set. */
    testDatabaseUrl: string;
  }
}

/**
 * Vitest's global set-up: one PostgreSQL for the whole test run, on which each data test file
 * makes and drops its own database (src/db/test-db.ts). TEST_DATABASE_URL set from outside (CI's
 * Debian PostgreSQL 15) is used as it is; else the embedded server of a folder of this checkout
 * in the temporary folder (kept between runs: the cluster is made once), stopped at the end.
 */
let server: EmbeddedServer | undefined;

/** Databases of test runs that were killed before dropping them. */
async function dropLeftovers(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like 'vitrine\\_test\\_%'",
    );
    for (const { datname } of rows) {
      const pid = Number(datname.split('_')[2]);
      if (!processAlive(pid)) await client.query(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await client.end();
  }
}

export async function setup(project: TestProject): Promise<void> {
  if (env().TEST_DATABASE_URL) return;
  const checkout = createHash('sha256').update(process.cwd()).digest('hex').slice(0, 12);
  const folder = path.join(tmpdir(), `vitrine-test-${process.getuid?.() ?? 'u'}-${checkout}`);
  server = await startEmbedded(folder, { port: 54390, log: () => undefined });
  const url = new URL(server.url);
  url.pathname = '/postgres';
  project.provide('testDatabaseUrl', url.toString());
  await dropLeftovers(url.toString());
}

export async function teardown(): Promise<void> {
  if (server?.startedHere) await server.stop();
  server = undefined;
}

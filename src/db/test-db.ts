import pg from 'pg';
import { inject } from 'vitest';
import { env } from '../env';
import { openDb, type DbHandle } from './open';

/**
 * A fresh, migrated database for one test file, on the PostgreSQL server of TEST_DATABASE_URL:
 * the embedded one that Vitest's global set-up starts (src/test/global-setup.ts), or Debian's
 * PostgreSQL 15 in CI's second run. Dropped when closed. `migrated: false`: an empty database.
 */
export async function createTestDb({ migrated = true }: { migrated?: boolean } = {}): Promise<DbHandle> {
  const serverUrl = env().TEST_DATABASE_URL ?? inject('testDatabaseUrl');
  if (!serverUrl)
    throw new Error(
      'no test database: data tests run under Vitest, whose global set-up starts a PostgreSQL (vitest.config.ts), or on TEST_DATABASE_URL',
    );
  const name = `vitrine_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDb({ databaseUrl: url.toString(), poolSize: 4 });
  if (migrated) await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

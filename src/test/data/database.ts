import { afterAll, beforeAll } from 'vitest';
import type { Db } from '@/db/open';
import { createTestDb } from '@/db/test-db';

/**
 * A fresh, migrated database for one test file (a database of its own on the test run's
 * PostgreSQL: src/db/test-db.ts), filled by `seed` before its tests and dropped after them. The
 * migrations bring the reference data (the nine property types); everything else a test states
 * behaviour about, it makes itself (src/test/data/catalogue.ts).
 */
export function testDatabase(seed: (db: Db) => Promise<unknown> = async () => undefined): {
  readonly db: Db;
  readonly url: string;
} {
  let handle: { db: Db; url: string; close: () => Promise<void> } | undefined;
  beforeAll(async () => {
    const opened = await createTestDb();
    handle = opened;
    await seed(opened.db);
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });
  return {
    get db(): Db {
      if (!handle) throw new Error('the test database is opened in beforeAll');
      return handle.db;
    },
    get url(): string {
      if (!handle) throw new Error('the test database is opened in beforeAll');
      return handle.url;
    },
  };
}

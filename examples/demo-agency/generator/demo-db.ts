import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../../src/db/open';
import { createTestDb } from '../../../src/db/test-db';
import { seedDemo } from './index';

/**
 * A fresh database with the demo agency for one test file (a database of its own on the test
 * run's PostgreSQL: src/db/test-db.ts), opened before its tests and closed after them.
 */
export function demoDatabase(): { readonly db: Db } {
  let db: Db | undefined;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const handle = await createTestDb();
    close = handle.close;
    await seedDemo(handle.db);
    db = handle.db;
  }, 120_000);
  afterAll(async () => {
    await close?.();
  });
  return {
    get db(): Db {
      if (!db) throw new Error('the demo database is opened in beforeAll');
      return db;
    },
  };
}

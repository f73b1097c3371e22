/**
 * `node --import tsx --import ./scripts/lib/server-only-off.mjs scripts/prepare-data.ts`: the data
 * folder (or DATABASE_URL) prepared as a start of the site prepares it, with the demo agency on an
 * empty development database, without serving: the database outage test and the benchmarks prepare
 * their data once, then start the site. Leaves an embedded PostgreSQL as it found it.
 */
import { acquireDatabase } from '../src/db/acquire';
import { parseEnv } from '../src/env';
import { demoWhereAllowed } from './lib/demo-step';

const database = await acquireDatabase();
try {
  const { prepareDatabase } = await import('../src/lib/installation/prepare');
  const example = demoWhereAllowed(parseEnv({ ...process.env, NEXT_PHASE: 'phase-production-build' }));
  await prepareDatabase(database.url, { example });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.release();
}

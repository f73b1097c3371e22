/**
 * The standalone server's preparation (`node prepare.mjs`, run by its server.js before serving): the
 * content folder checked, the database migrated under its lock, and the agency's content applied to
 * a new database, as `npm start` prepares them. Compiled into the standalone folder by
 * scripts/lib/standalone.ts; it exits when done, so nothing of it stays in the server's memory.
 */
import { parseEnv } from '../../src/env';
import { checkContent } from '../lib/content-step';
import { prepareDatabase } from '../lib/database-step';

const env = parseEnv({ ...process.env, NEXT_PHASE: 'phase-production-build' });
if (!env.DATABASE_URL) {
  console.error('DATABASE_URL is required: the standalone server (and its container) runs no PostgreSQL of its own');
  process.exit(1);
}
try {
  checkContent();
  await prepareDatabase(env.DATABASE_URL);
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

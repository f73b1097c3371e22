import 'server-only';
import { env, isBuildPhase } from '../env';
import { openDb, type Db, type DbHandle } from './open';

// One handle per server process, kept across hot reloads in development.
const holder = globalThis as typeof globalThis & { __vitrineDb?: DbHandle };

/** The application's database. Never call at build time: PGlite allows one process per folder. */
export function getDb(): Db {
  if (!holder.__vitrineDb) {
    if (isBuildPhase()) throw new Error('The database is not available while building: render this page dynamically.');
    const { DATABASE_URL, DATA_DIR } = env();
    holder.__vitrineDb = openDb({ databaseUrl: DATABASE_URL, dataDir: DATA_DIR });
  }
  return holder.__vitrineDb.db;
}

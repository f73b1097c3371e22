import 'server-only';
import { env, isBuildPhase } from '../env';
import { embeddedUrl } from './embedded/location';
import { openDb, type Db, type DbHandle } from './open';

// One handle per server process, kept across hot reloads in development.
const holder = globalThis as typeof globalThis & { __vitrineDb?: DbHandle };

/**
 * The application's database: DATABASE_URL, else the embedded PostgreSQL that `npm start` or
 * `npm run dev` runs in the data folder. Never at build time (pages render per request).
 */
export function getDb(): Db {
  if (!holder.__vitrineDb) {
    if (isBuildPhase()) throw new Error('The database is not available while building: render this page dynamically.');
    const { DATABASE_URL, DATA_DIR } = env();
    const url = DATABASE_URL ?? embeddedUrl(DATA_DIR);
    if (!url)
      throw new Error(
        `No database: DATABASE_URL is not set and no embedded PostgreSQL runs in ${DATA_DIR}/postgres. Start the site with npm start or npm run dev.`,
      );
    holder.__vitrineDb = openDb({ databaseUrl: url });
  }
  return holder.__vitrineDb.db;
}

/** Closes the pool (server shutdown): connections end cleanly instead of being cut. */
export async function closeDb(): Promise<void> {
  const handle = holder.__vitrineDb;
  holder.__vitrineDb = undefined;
  await handle?.close();
}

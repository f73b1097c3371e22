import { existsSync } from 'node:fs';
import path from 'node:path';
import { currentSettings } from '../env';
import type { EmbeddedServer } from './embedded/server';
import type { DbHandle } from './open';

export type Database = {
  url: string;
  /** The data folder's embedded server; undefined with DATABASE_URL. */
  embedded?: EmbeddedServer;
  /** Stops the embedded server when this command started it (`stop: true`: in any case). */
  release: (options?: { stop?: boolean }) => Promise<void>;
};

function scriptEnv() {
  return currentSettings();
}

/**
 * The database a command works on: DATABASE_URL, else the embedded PostgreSQL of DATA_DIR, the
 * running one (the site's) or started now. Commands work while the site runs (issue 14).
 */
export async function acquireDatabase(dataDir = scriptEnv().DATA_DIR): Promise<Database> {
  const env = scriptEnv();
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, release: async () => undefined };
  // Loaded only here: the container's server has no embedded PostgreSQL (DATABASE_URL).
  const { startEmbedded } = await import('./embedded/server');
  const embedded = await startEmbedded(dataDir, { port: env.PGPORT });
  return {
    url: embedded.url,
    embedded,
    release: async ({ stop = false } = {}) => {
      if (stop || embedded.startedHere) await embedded.stop();
    },
  };
}

/** acquireDatabase with a migrated pool on it; `close` ends the pool, then releases the database. */
export async function openDatabase(dataDir?: string): Promise<DbHandle & { database: Database }> {
  const database = await acquireDatabase(dataDir);
  // Loaded here, not at the top: the site's start (src/server/site.ts) acquires the database before Drizzle is needed.
  const { openDb } = await import('./open');
  const handle = openDb({ databaseUrl: database.url, poolSize: 4 });
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close();
    await database.release();
    throw error;
  }
  return {
    ...handle,
    database,
    close: async () => {
      await handle.close();
      await database.release();
    },
  };
}

/**
 * A data folder of the PGlite era (before issue 14) holds `pglite/` and no `postgres/`. Its data
 * is not read any more and nothing is deleted: the start stops and says what to do.
 */
export function legacyPgliteMessage(dataDir: string): string | undefined {
  const old = path.resolve(dataDir, 'pglite');
  if (!existsSync(old) || existsSync(path.resolve(dataDir, 'postgres'))) return undefined;
  return [
    `${old} holds a database of an earlier version (PGlite), which this version no longer opens.`,
    'Nothing was changed or deleted. Either:',
    `  - rebuild the demo agency in a new embedded PostgreSQL: npm run seed -- --reset (the old folder stays; delete it when you like)`,
    `  - or keep its data: dump it with PGlite's pg_dump (npm package @electric-sql/pglite-tools, pgDump), run npm run seed once, and load the dump with psql "$(npm run -s db:url)"`,
    '  - or set DATA_DIR to another folder.',
  ].join('\n');
}

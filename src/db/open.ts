import path from 'node:path';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { isConnectionError, markDatabaseDown } from './health';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;

export type DbHandle = {
  db: Db;
  url: string;
  close: () => Promise<void>;
  /** Applies the pending migrations (of `folder`, the repository's drizzle/ by default). */
  migrate: (folder?: string) => Promise<void>;
};

const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');

/** The advisory lock every server takes to migrate (issue 32): the same number for every Vitrine. */
const MIGRATION_LOCK = 7_406_392_311;

/**
 * Several servers started at the same moment on one database migrate once: each waits for the
 * lock on a connection of its own, then finds the migrations applied by the first. Drizzle applies
 * the pending ones in one transaction: a failed migration leaves the database as it was.
 */
async function migrateLocked(pool: pg.Pool, folder: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder: folder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

export type OpenOptions = { databaseUrl: string; poolSize?: number };

/**
 * A pool that reports a lost server (see health.ts) instead of crashing the process: an idle
 * client's error is handled, and failed connects and queries mark the database down.
 */
function watchedPool(pool: pg.Pool): pg.Pool {
  const probe = () => pool.query('select 1');
  const watch = (error: unknown) => {
    if (isConnectionError(error)) markDatabaseDown(probe);
  };
  pool.on('error', watch);
  // A checked-out client whose server goes away between two queries emits 'error' itself.
  pool.on('connect', (client) => client.on('error', watch));
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  pool.connect = (async (callback?: unknown) => {
    if (typeof callback === 'function') return (connect as unknown as (cb: unknown) => void)(callback);
    try {
      const client = await connect();
      return client;
    } catch (error) {
      watch(error);
      throw error;
    }
  }) as typeof pool.connect;
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = (async (...args: unknown[]) => {
    try {
      return await query(...args);
    } catch (error) {
      watch(error);
      throw error;
    }
  }) as unknown as typeof pool.query;
  return pool;
}

/** A pool on the PostgreSQL server of `databaseUrl` (the embedded one or a managed one). */
export function openDb({ databaseUrl, poolSize = 10 }: OpenOptions): DbHandle {
  const pool = watchedPool(
    new pg.Pool({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: 3_000 }),
  );
  const db = drizzlePg(pool, { schema });
  return {
    db,
    url: databaseUrl,
    close: () => pool.end(),
    migrate: (folder = MIGRATIONS_FOLDER) => migrateLocked(pool, folder),
  };
}

import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { isConnectionError, markDatabaseDown } from './health';
import * as schema from './schema';

/**
 * Both drivers expose the same query builder; we type the handle as the PGlite flavour so
 * callers see one API. Only `open` knows which driver is underneath.
 */
export type Db = PgliteDatabase<typeof schema>;

export type DbHandle = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void>; migrate: () => Promise<void> };

const migrationsFolder = path.join(process.cwd(), 'drizzle');

export type OpenOptions = { databaseUrl?: string; dataDir?: string; poolSize?: number };

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

/** Opens PostgreSQL when a URL is given, else PGlite in `dataDir/pglite` (or in memory when no dir). */
export function openDb({ databaseUrl, dataDir, poolSize = 10 }: OpenOptions): DbHandle {
  if (databaseUrl) {
    const pool = watchedPool(new pg.Pool({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: 3_000 }));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    };
  }
  let client: PGlite;
  if (dataDir) {
    const folder = path.resolve(dataDir, 'pglite');
    mkdirSync(folder, { recursive: true });
    client = new PGlite(folder);
  } else {
    client = new PGlite();
  }
  const db = drizzlePglite(client, { schema });
  return { db, kind: 'pglite', close: () => client.close(), migrate: () => migratePglite(db, { migrationsFolder }) };
}

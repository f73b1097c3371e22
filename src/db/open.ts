import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/**
 * Both drivers expose the same query builder; we type the handle as the PGlite flavour so
 * callers see one API. Only `open` knows which driver is underneath.
 */
export type Db = PgliteDatabase<typeof schema>;

export type DbHandle = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void>; migrate: () => Promise<void> };

const migrationsFolder = path.join(process.cwd(), 'drizzle');

export type OpenOptions = { databaseUrl?: string; dataDir?: string; poolSize?: number };

/** Opens PostgreSQL when a URL is given, else PGlite in `dataDir/pglite` (or in memory when no dir). */
export function openDb({ databaseUrl, dataDir, poolSize = 10 }: OpenOptions): DbHandle {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
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

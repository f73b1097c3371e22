/**
 * The database's part of a backup (issue 32): every table of the site, read in one snapshot
 * (a repeatable-read, read-only transaction, so that a lead written meanwhile is either wholly in
 * or wholly out), one gzipped file of JSON lines per table. Loaded back into a new database
 * migrated by the same version, in one transaction: the foreign keys are set aside while the rows
 * go in and checked again when they come back, then every sequence continues after its highest id.
 *
 * Plain SQL rather than pg_dump: the embedded server is PostgreSQL 18, which Debian's pg_dump (15)
 * refuses to read, and no pg_dump 18 installs here (decision 026). It runs on any server the site
 * runs on, as the site's own user.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import type { Manifest } from '@/domain/ops/backup-manifest';

const FETCH = 1_000;
const INSERT = 500;

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The site's tables (schema public), parents and children alike. */
async function tables(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((r) => r.name);
}

/** The last migration applied (drizzle's own table). */
async function appliedMigration(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ last: string | null }>(
    'select max(created_at) as last from drizzle.__drizzle_migrations',
  );
  return Number(rows[0]?.last ?? 0);
}

async function* rowsOf(client: pg.ClientBase, table: string): AsyncGenerator<string> {
  const cursor = `backup_${table}`;
  await client.query(
    `declare ${ident(cursor)} no scroll cursor for select row_to_json(t)::text as j from ${ident(table)} t`,
  );
  for (;;) {
    const { rows } = await client.query<{ j: string }>(`fetch ${FETCH} from ${ident(cursor)}`);
    for (const row of rows) yield `${row.j}\n`;
    if (rows.length < FETCH) break;
  }
  await client.query(`close ${ident(cursor)}`);
}

/** Writes `dir/database/<table>.jsonl.gz` for every table, from one snapshot. */
export async function dumpDatabase(
  url: string,
  dir: string,
): Promise<{ tables: Manifest['tables']; migration: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const migration = await appliedMigration(client);
    await mkdir(path.join(dir, 'database'), { recursive: true });
    const written: Manifest['tables'] = [];
    for (const table of await tables(client)) {
      const file = `database/${table}.jsonl.gz`;
      const hash = createHash('sha256');
      let rows = 0;
      const counted = async function* (source: AsyncGenerator<string>) {
        for await (const line of source) {
          rows += 1;
          yield line;
        }
      };
      const gzip = createGzip();
      gzip.on('data', (chunk: Buffer) => hash.update(chunk));
      await pipeline(Readable.from(counted(rowsOf(client, table))), gzip, createWriteStream(path.join(dir, file)));
      written.push({ name: table, rows, file, sha256: hash.digest('hex') });
    }
    await client.query('commit');
    return { tables: written, migration };
  } finally {
    await client.end();
  }
}

type Column = { name: string; identity: boolean };

async function insertableColumns(client: pg.ClientBase, table: string): Promise<Column[]> {
  const { rows } = await client.query<{ name: string; identity: string }>(
    `select attname as name, attidentity as identity from pg_attribute
     where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
     order by attnum`,
    [`public.${ident(table)}`],
  );
  return rows.map((r) => ({ name: r.name, identity: r.identity === 'a' }));
}

async function insertBatch(client: pg.ClientBase, table: string, columns: Column[], batch: string[]): Promise<void> {
  const list = columns.map((c) => ident(c.name)).join(', ');
  const overriding = columns.some((c) => c.identity) ? ' overriding system value' : '';
  await client.query(
    `insert into ${ident(table)} (${list})${overriding} select ${list} from json_populate_recordset(null::${ident(table)}, $1::json)`,
    [`[${batch.join(',')}]`],
  );
}

async function loadTable(client: pg.ClientBase, table: string, file: string): Promise<number> {
  const columns = await insertableColumns(client, table);
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  let batch: string[] = [];
  let rows = 0;
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    rows += 1;
    if (batch.length === INSERT) {
      await insertBatch(client, table, columns, batch);
      batch = [];
    }
  }
  if (batch.length) await insertBatch(client, table, columns, batch);
  return rows;
}

/** The foreign keys of the site's tables, to drop while loading and add again after. */
async function foreignKeys(client: pg.ClientBase): Promise<{ table: string; name: string; definition: string }[]> {
  const { rows } = await client.query<{ table: string; name: string; definition: string }>(
    `select c.conrelid::regclass::text as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
     from pg_constraint c join pg_namespace n on n.oid = c.connamespace
     where c.contype = 'f' and n.nspname = 'public' order by 1, 2`,
  );
  return rows;
}

/** Every sequence owned by a column continues after the column's highest value. */
async function resetSequences(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ table: string; column: string; sequence: string }>(
    `select t.relname as table, a.attname as column, s.oid::regclass::text as sequence
     from pg_class s join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
     join pg_class t on t.oid = d.refobjid join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
     join pg_namespace n on n.oid = t.relnamespace
     where s.relkind = 'S' and n.nspname = 'public'`,
  );
  for (const r of rows)
    await client.query(
      `select setval($1::regclass, coalesce((select max(${ident(r.column)}) from ${ident(r.table)}), 0) + 1, false)`,
      [r.sequence],
    );
}

/** True for a database without any table of its own: a new one. */
export async function isNewDatabase(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`select 1 from pg_tables where schemaname in ('public', 'drizzle') limit 1`);
    return rows.length === 0;
  } finally {
    await client.end();
  }
}

/**
 * Loads the tables of a backup into `url`'s database, new and just migrated by this version: all
 * of it or, on any failure, nothing.
 */
export async function loadDatabase(url: string, dir: string, manifest: Manifest): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const present = await tables(client);
    const unknown = manifest.tables.filter((t) => !present.includes(t.name));
    if (unknown.length)
      throw new Error(`the backup has tables this version does not: ${unknown.map((t) => t.name).join(', ')}`);
    await client.query('begin');
    const keys = await foreignKeys(client);
    for (const key of keys) await client.query(`alter table ${key.table} drop constraint ${ident(key.name)}`);
    // What the migrations wrote (reference rows such as the property types) is in the backup too.
    for (const table of present) await client.query(`delete from ${ident(table)}`);
    for (const table of manifest.tables) {
      const loaded = await loadTable(client, table.name, path.join(dir, table.file));
      if (loaded !== table.rows) throw new Error(`${table.file}: ${loaded} rows, the manifest says ${table.rows}`);
    }
    // Added back, each checked against the rows now there.
    for (const key of keys)
      await client.query(`alter table ${key.table} add constraint ${ident(key.name)} ${key.definition}`);
    await resetSequences(client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

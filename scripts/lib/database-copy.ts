/**
 * Copies of a database in the same PostgreSQL (CREATE DATABASE … TEMPLATE): the browser tests keep
 * the freshly prepared demo agency as a template, and each variant server starts on its own copy
 * in a second instead of a new cluster seeded for a quarter of a minute.
 */
import pg from 'pg';

/** The browser tests' pristine demo agency: copied from the e2e database before any test changes it. */
export const E2E_TEMPLATE_DATABASE = 'vitrine_e2e_pristine';

/** `url` with another database name. */
export function databaseUrl(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

/** The database name in `url`. */
export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

function quoted(name: string): string {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a database name: ${name}`);
  return `"${name}"`;
}

/**
 * Creates `to` as a copy of `from` on the server of `url` (nobody may be connected to `from`).
 * `replace`: an existing `to` is dropped first (its connections ended); without it an existing
 * `to` is kept as it is.
 */
export async function copyDatabase(url: string, from: string, to: string, { replace = false } = {}): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl(url, 'postgres') });
  await client.connect();
  try {
    if (replace) await client.query(`drop database if exists ${quoted(to)} with (force)`);
    const found = await client.query('select 1 from pg_database where datname = $1', [to]);
    if (found.rowCount === 0) await client.query(`create database ${quoted(to)} template ${quoted(from)}`);
  } finally {
    await client.end();
  }
}

/**
 * `npm run backup -- DIR` and `npm run restore -- DIR` (issue 32, docs/deploy.md): the site's
 * database and stored files, with a manifest, into a new folder; and back into a new, empty
 * installation (a new database, a new data folder or bucket), checked whole before anything is
 * written. Either works while the site runs.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chmod, copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_FORMAT, BACKUP_VERSION, Manifest, restoreRefusal } from '@/domain/ops/backup-manifest';
import { lastMigration, migrationJournal } from '@/db/journal';
import type { Env } from '@/env';
import { dumpDatabase, isNewDatabase, loadDatabase } from './database';
import { checkFiles, copyFilesIn, copyFilesOut, storeOf } from './files';
import { OWNER_ONLY_DIR, OWNER_ONLY_FILE, ownerOnly } from './owner-only';

const secretFile = (dataDir: string) => path.join(dataDir, 'session-secret');

/** The installation's database: its DATABASE_URL, else its data folder's embedded PostgreSQL. */
function databaseOf(env: Env): Promise<{ url: string; release: () => Promise<void> }> {
  if (env.DATABASE_URL) return Promise.resolve({ url: env.DATABASE_URL, release: async () => undefined });
  // Loaded only here: the standalone server's copy of these commands has no embedded PostgreSQL.
  return import('@/db/acquire').then(({ acquireDatabase }) => acquireDatabase(env.DATA_DIR));
}

export type BackupReport = { tables: number; rows: number; files: number; bytes: number };

export async function backup(env: Env, dir: string): Promise<BackupReport> {
  if (existsSync(dir) && readdirSync(dir).length)
    throw new Error(`${dir} is not empty: a backup goes into a new folder`);
  // The owner's alone from the start (nothing in it is reachable by others while it is written),
  // and every folder and file in it at the end, whatever the umask made of them.
  await mkdir(dir, { recursive: true, mode: OWNER_ONLY_DIR });
  await chmod(dir, OWNER_ONLY_DIR);
  const database = await databaseOf(env);
  try {
    const dumped = await dumpDatabase(database.url, dir);
    const files = await copyFilesOut(await storeOf(env), dir);
    const keepSecret = !env.SESSION_SECRET && existsSync(secretFile(env.DATA_DIR));
    if (keepSecret) await copyFile(secretFile(env.DATA_DIR), path.join(dir, 'session-secret'));
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      migration: {
        when: dumped.migration,
        tag: migrationJournal().find((e) => e.when === dumped.migration)?.tag ?? 'unknown',
      },
      tables: dumped.tables,
      storage: env.S3_BUCKET ? 's3' : 'disk',
      files,
      sessionSecret: keepSecret,
    };
    await ownerOnly(dir);
    // Written last: a folder with a manifest is a whole backup.
    const manifestFile = path.join(dir, 'manifest.json');
    writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`, { mode: OWNER_ONLY_FILE });
    await chmod(manifestFile, OWNER_ONLY_FILE);
    return {
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((n, t) => n + t.rows, 0),
      files: files.length,
      bytes: files.reduce((n, f) => n + f.bytes, 0),
    };
  } finally {
    await database.release();
  }
}

function fileSha256(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** The backup's manifest, checked with every file it names; throws with what is wrong. */
export async function readBackup(dir: string): Promise<Manifest> {
  const file = path.join(dir, 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: not a backup, or one that did not finish`);
  const parsed = Manifest.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(
      `${file}: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'manifest'}: ${i.message}`).join('; ')}`,
    );
  const manifest = parsed.data;
  for (const table of manifest.tables) {
    const at = path.join(dir, table.file);
    if (!existsSync(at) || (await fileSha256(at)) !== table.sha256)
      throw new Error(`${table.file}: missing or damaged (its SHA-256 differs from the manifest)`);
  }
  await checkFiles(dir, manifest.files);
  return manifest;
}

export async function restore(env: Env, dir: string): Promise<BackupReport> {
  const manifest = await readBackup(dir);
  const refusal = restoreRefusal(manifest, lastMigration());
  if (refusal) throw new Error(refusal);
  const store = await storeOf(env);
  if (!(await store.empty()))
    throw new Error(
      `the ${store.kind === 's3' ? `bucket ${env.S3_BUCKET}` : `data folder ${env.DATA_DIR}`} already holds files: restore into a new, empty installation`,
    );
  if (manifest.sessionSecret && !env.SESSION_SECRET && existsSync(secretFile(env.DATA_DIR)))
    throw new Error(`${secretFile(env.DATA_DIR)} exists: restore into a new data folder`);
  const database = await databaseOf(env);
  try {
    if (!(await isNewDatabase(database.url)))
      throw new Error('the database is not new (it has tables): restore into a new, empty installation');
    const { openDb } = await import('@/db/open');
    const handle = openDb({ databaseUrl: database.url, poolSize: 1 });
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
    await loadDatabase(database.url, dir, manifest);
    await copyFilesIn(store, dir, manifest.files);
    if (manifest.sessionSecret && !env.SESSION_SECRET) {
      await mkdir(env.DATA_DIR, { recursive: true });
      writeFileSync(secretFile(env.DATA_DIR), readFileSync(path.join(dir, 'session-secret')), { mode: 0o600 });
    }
  } finally {
    await database.release();
  }
  return {
    tables: manifest.tables.length,
    rows: manifest.tables.reduce((n, t) => n + t.rows, 0),
    files: manifest.files.length,
    bytes: manifest.files.reduce((n, f) => n + f.bytes, 0),
  };
}

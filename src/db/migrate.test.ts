import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from './open';
import { createTestDb } from './test-db';

type Journal = { entries: { idx: number; when: number; tag: string; breakpoints: boolean; version: string }[] };

const journal = (folder: string) =>
  JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as Journal;

const applied = async (handle: DbHandle) =>
  (await handle.db.execute<{ n: string }>(sql`select count(*) as n from drizzle.__drizzle_migrations`)).rows[0]!.n;

const tableExists = async (handle: DbHandle, name: string) =>
  (await handle.db.execute(sql`select 1 from pg_tables where tablename = ${name}`)).rows.length === 1;

describe('migrations at start (issue 32)', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('run once when several servers start at the same moment on a new database', { timeout: 60_000 }, async () => {
    const empty = await createTestDb({ migrated: false });
    cleanups.push(() => empty.close());
    // Four servers, each with its own pool, as four processes would be.
    const servers = Array.from({ length: 4 }, () => openDb({ databaseUrl: empty.url, poolSize: 2 }));
    cleanups.push(() => Promise.all(servers.map((s) => s.close())).then(() => undefined));
    const results = await Promise.allSettled(servers.map((s) => s.migrate()));
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(Number(await applied(empty))).toBe(journal('drizzle').entries.length);
    expect(await tableExists(empty, 'properties')).toBe(true);
  });

  it(
    'a failed migration leaves the database as it was, and the old version starts again',
    { timeout: 60_000 },
    async () => {
      const handle = await createTestDb();
      cleanups.push(() => handle.close());
      const before = await applied(handle);
      // The next version: one good statement, then one that fails.
      const folder = mkdtempSync(path.join(tmpdir(), 'vitrine-migrations-'));
      cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
      cpSync('drizzle', folder, { recursive: true });
      const next = journal(folder);
      const last = next.entries.at(-1)!;
      const tag = '9999_broken_upgrade';
      next.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag });
      writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(next));
      writeFileSync(
        path.join(folder, `${tag}.sql`),
        'CREATE TABLE "upgrade_half_done" ("id" integer);\n--> statement-breakpoint\nALTER TABLE "no_such_table" ADD COLUMN "x" integer;\n',
      );

      await expect(handle.migrate(folder)).rejects.toThrow(/no_such_table/);
      expect(await applied(handle)).toBe(before);
      expect(await tableExists(handle, 'upgrade_half_done')).toBe(false);
      // The old version's start: nothing to do, and the lock was given back.
      await handle.migrate();
      expect(await applied(handle)).toBe(before);
    },
  );
});

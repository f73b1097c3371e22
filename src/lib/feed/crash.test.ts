import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { and, gte, lte, sql } from 'drizzle-orm';
import { properties } from '@/db/schema';
import { createTestDb } from '@/db/test-db';
import type { DbHandle } from '@/db/open';
import { aProperty, seedCatalogue } from '@/test/data/catalogue';

/**
 * Never half applied (issue 15): a process that applies a large feed is killed with SIGKILL in
 * the middle; the catalogue is as it was before or as it is after, never between.
 */
const folder = mkdtempSync(path.join(tmpdir(), 'vitrine-crash-'));
let handle: DbHandle | undefined;
afterAll(async () => {
  await handle?.close();
  rmSync(folder, { recursive: true, force: true });
});

const COUNT = 1500;
const FIRST = 7_000_000;

describe('a feed killed in the middle', { timeout: 120_000 }, () => {
  it('leaves the catalogue as it was: none of its properties, the ones before untouched', async () => {
    handle = await createTestDb();
    // The catalogue before: a few properties that must come out of the crash as they went in.
    await seedCatalogue(handle.db, {
      properties: [aProperty(1001), aProperty(1002, { goal: 'rent', price: 950 }), aProperty(1003)],
    });
    const before = await handle.db.select().from(properties).orderBy(properties.id);
    const feed = Array.from({ length: COUNT }, (_, i) => ({
      id: FIRST + i,
      goal: i % 2 ? 'rent' : 'sale',
      type: 1,
      price: 100_000 + i,
      address: { zip: '3000', city: 'Leuven' },
      surfaces: { living: 80 + (i % 50) },
      texts: { nl: { title: `Crashwoning ${i}`, description: 'x'.repeat(400) } },
      communications: Array.from({ length: 5 }, (_, c) => ({
        date: `2026-11-${String(1 + c).padStart(2, '0')}T10:00:00Z`,
        type: 'Bezoek',
        subject: `Bezoek ${c}`,
      })),
    }));
    const file = path.join(folder, 'feed.json');
    writeFileSync(file, JSON.stringify(feed));
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--import', './scripts/lib/server-only-off.mjs', 'scripts/feed/apply-file.ts', file],
      {
        // Only what the child needs: the database (the rest of its settings are the defaults).
        env: { DATABASE_URL: handle.url, NODE_ENV: 'test' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    let finished = false;
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('"created"')) finished = true;
    });
    const db = handle.db;
    const count = async () =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(properties)
          .where(and(gte(properties.id, FIRST), lte(properties.id, FIRST + COUNT)))
      ).at(0)!.n;
    // Killed once its transaction is open and writing: some properties are inside it, uncommitted.
    const writing = async () =>
      (
        await db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null and query ilike '%insert%'`,
        )
      ).rows[0] as { n: number };
    await expect
      .poll(async () => (child.exitCode !== null ? -1 : (await writing()).n), { timeout: 60_000, interval: 50 })
      .toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 300));
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(finished, output).toBe(false);
    // The server rolls back the transaction of a connection that is gone: none of the feed is there.
    await expect.poll(count, { timeout: 10_000 }).toBe(0);
    expect(await db.select().from(properties).orderBy(properties.id)).toEqual(before);
  });
});

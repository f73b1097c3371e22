import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/db/open';
import { createTestDb } from '@/db/test-db';
import { seedDemo } from '../../../scripts/seed/index';
import { countVisit, visitsBetween } from './visits';

let handle: DbHandle;
let id: number;

beforeAll(async () => {
  handle = await createTestDb();
  await seedDemo(handle.db);
  const { rows } = await handle.db.execute<{ id: number }>(sql`select id from properties where status = 'published' order by id limit 1`);
  id = rows[0]!.id;
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

describe('visit counter', () => {
  it('adds one per call to the Brussels day, across midnight UTC', async () => {
    await countVisit(id, new Date('2026-03-04T12:00:00Z'), handle.db);
    await countVisit(id, new Date('2026-03-04T22:59:00Z'), handle.db);
    await countVisit(id, new Date('2026-03-04T23:30:00Z'), handle.db);
    expect(await visitsBetween(id, '2026-03-01', '2026-03-31', handle.db)).toEqual([
      { day: '2026-03-04', count: 2 },
      { day: '2026-03-05', count: 1 },
    ]);
  });

  it('counts concurrent visits without losing any', async () => {
    const at = new Date('2026-04-01T10:00:00Z');
    await Promise.all(Array.from({ length: 25 }, () => countVisit(id, at, handle.db)));
    expect(await visitsBetween(id, '2026-04-01', '2026-04-01', handle.db)).toEqual([{ day: '2026-04-01', count: 25 }]);
  });

  it('ignores unknown and unpublished properties', async () => {
    expect(await countVisit(999_999, new Date(), handle.db)).toBe(false);
    const { rows } = await handle.db.execute<{ id: number }>(sql`select id from properties where status = 'draft' limit 1`);
    expect(await countVisit(rows[0]!.id, new Date(), handle.db)).toBe(false);
  });
});

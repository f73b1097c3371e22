import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { aProperty, seedCatalogue } from '@/test/data/catalogue';
import { testDatabase } from '@/test/data/database';
import { countVisit, visitsBetween } from './visits';

const id = 1001;
const DRAFT = 1002;
const handle = testDatabase((db) =>
  seedCatalogue(db, { properties: [aProperty(id), aProperty(DRAFT, { status: 'draft' })] }),
);

let n = 0;
/** A visitor of its own (address and browser) for each call. */
const someone = () => `198.51.100.${++n % 250}`;

describe('visit counter', () => {
  it('adds one per visitor to the Brussels day, across midnight UTC', async () => {
    await countVisit(id, someone(), new Date('2026-03-04T12:00:00Z'), handle.db);
    await countVisit(id, someone(), new Date('2026-03-04T22:59:00Z'), handle.db);
    await countVisit(id, someone(), new Date('2026-03-04T23:30:00Z'), handle.db);
    expect(await visitsBetween(id, '2026-03-01', '2026-03-31', handle.db)).toEqual([
      { day: '2026-03-04', count: 2 },
      { day: '2026-03-05', count: 1 },
    ]);
  });

  it('counts concurrent visits without losing any', async () => {
    const at = new Date('2026-04-01T10:00:00Z');
    await Promise.all(Array.from({ length: 25 }, () => countVisit(id, someone(), at, handle.db)));
    expect(await visitsBetween(id, '2026-04-01', '2026-04-01', handle.db)).toEqual([{ day: '2026-04-01', count: 25 }]);
  });

  it('counts one address once per property per day, however often the beacon comes (issues 17, 33)', async () => {
    const visitor = '203.0.113.9';
    const day = new Date('2026-05-02T09:00:00Z');
    const counted = await Promise.all(Array.from({ length: 100 }, () => countVisit(id, visitor, day, handle.db)));
    expect(counted.filter(Boolean)).toHaveLength(1);
    expect(await countVisit(id, '203.0.113.10', day, handle.db)).toBe(true);
    expect(await countVisit(id, visitor, new Date('2026-05-03T09:00:00Z'), handle.db)).toBe(true);
    expect(await visitsBetween(id, '2026-05-02', '2026-05-03', handle.db)).toEqual([
      { day: '2026-05-02', count: 2 },
      { day: '2026-05-03', count: 1 },
    ]);
    const { rows } = await handle.db.execute<{ mark: string }>(sql`select mark from visit_marks`);
    expect(rows.some((r) => r.mark.includes('203.0.113.9'))).toBe(false);
  });

  it('ignores unknown and unpublished properties', async () => {
    expect(await countVisit(999_999, someone(), new Date(), handle.db)).toBe(false);
    expect(await countVisit(DRAFT, someone(), new Date(), handle.db)).toBe(false);
  });
});

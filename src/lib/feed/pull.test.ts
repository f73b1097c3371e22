import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@/db/open';
import { createTestDb } from '@/db/test-db';
import { properties } from '@/db/schema';
import type { FeedSummary } from './apply';
import { notifiedIds, pullOnce } from './pull';

/**
 * The pull of the agency's feed (issue 15), applied in the process that pulls (the site, or `npm run
 * sync -- --from`), never handed to the site's own HTTP (issue 43).
 */
let handle: DbHandle;
let dir: string;
beforeAll(async () => {
  handle = await createTestDb();
  dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-pull-'));
});
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

const record = (price: number) => ({
  id: 990_401,
  goal: 'sale',
  type: 1,
  price,
  address: { zip: '3500', city: 'Hasselt' },
  texts: { nl: { title: 'Woning uit de pull' } },
});
const feedFile = (name: string, body: unknown) => {
  const file = path.join(dir, name);
  writeFileSync(file, typeof body === 'string' ? body : JSON.stringify(body));
  return file;
};

describe('a pull of the feed', () => {
  it('stores what changed in this process, announces it, and says so in one line', async () => {
    const announced: FeedSummary[] = [];
    const options = { db: handle.db, announce: async (s: FeedSummary) => void announced.push(s) };
    const first = await pullOnce({ ...options, from: feedFile('a.json', { properties: [record(300_000)] }) });
    expect(first).toMatch(
      /^sync \S+Z: properties 1 new, 0 changed, 0 withdrawn, 0 unchanged; .* 0 refused \(\d+\.\d s\)$/,
    );
    expect(announced[0]?.created).toEqual([990_401]);
    const again = await pullOnce({ ...options, from: feedFile('b.json', { properties: [record(310_000)] }) });
    expect(again).toMatch(/properties 0 new, 1 changed/);
    const [row] = await handle.db.select().from(properties).where(eq(properties.id, 990_401));
    expect(row?.price).toBe(310_000);
  });

  it('keeps the good records of a feed with a refused one, and names each problem of the refused one', async () => {
    const refused: string[] = [];
    const line = await pullOnce({
      db: handle.db,
      from: feedFile('c.json', { properties: [record(310_000), { id: 990_402, goal: 'sale' }] }),
      announce: async () => undefined,
      log: (l) => refused.push(l),
    });
    // One line per problem, by record and field.
    expect(line).toMatch(/properties 0 new, 0 changed, 0 withdrawn, 1 unchanged; .*; 3 refused \(/);
    expect(refused).toContain(
      '  refused: properties[1] (id 990402) type: Invalid input: expected number, received undefined',
    );
  });

  it('a feed that is not JSON, or too unreadable to apply, fails the run with the reason and stores nothing', async () => {
    const line = await pullOnce({
      db: handle.db,
      from: feedFile('d.json', '{"properties": ['),
      announce: async () => undefined,
    });
    expect(line).toMatch(/: failed: the feed was refused \(400\): the feed is not valid JSON/);
    const missing = await pullOnce({
      db: handle.db,
      from: path.join(dir, 'none.json'),
      announce: async () => undefined,
    });
    expect(missing).toMatch(/: failed: ENOENT/);
  });
});

describe('a notify', () => {
  it('names ids, or asks for the whole feed', () => {
    expect(notifiedIds('{"ids":[5120,5121]}')).toEqual([5120, 5121]);
    expect(notifiedIds('{}')).toBe('all');
    expect(notifiedIds('not json')).toBe('all');
    expect(notifiedIds('{"ids":["5120"]}')).toBe('all');
    expect(notifiedIds(undefined)).toBe('all');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/db/open';
import { createTestDb } from '@/db/test-db';
import { demandNotifications, documentRequests, newsletterSubscriptions, properties, searchDemands } from '@/db/schema';
import { demands, documentRequestList, listFilterFrom, subscribers } from './lists';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  await handle.db.insert(properties).values([
    {
      id: 9301,
      slug: 'woning',
      goal: 0,
      street: 'Tiensestraat',
      houseNumber: '4',
      zip: '3000',
      city: 'Leuven',
      webId: 1,
      price: 300000,
    },
    { id: 9302, slug: 'villa', goal: 0, zip: '8500', city: 'Kortrijk', webId: 1, price: 600000 },
  ]);
});
afterAll(async () => handle.close());

const day = (iso: string) => new Date(`${iso}T10:00:00Z`);

describe('the back office lists', () => {
  it('newsletter subscribers: newest first, with their state, filtered by words and days', async () => {
    await handle.db.insert(newsletterSubscriptions).values([
      {
        email: 'an@example.be',
        locale: 'nl',
        confirmToken: 't1',
        createdAt: day('2026-10-01'),
        confirmedAt: day('2026-10-01'),
      },
      { email: 'bert@example.be', locale: 'fr', confirmToken: 't2', createdAt: day('2026-10-05') },
      {
        email: 'cis@example.be',
        locale: 'en',
        confirmToken: 't3',
        createdAt: day('2026-10-09'),
        confirmedAt: day('2026-10-09'),
        unsubscribedAt: day('2026-10-10'),
      },
    ]);
    expect((await subscribers(handle.db)).map((s) => [s.email, s.state])).toEqual([
      ['cis@example.be', 'unsubscribed'],
      ['bert@example.be', 'waiting'],
      ['an@example.be', 'confirmed'],
    ]);
    expect((await subscribers(handle.db, { q: 'BERT' })).map((s) => s.email)).toEqual(['bert@example.be']);
    // "to" includes its whole day; "from" starts at its first moment.
    expect((await subscribers(handle.db, { from: '2026-10-05', to: '2026-10-05' })).map((s) => s.email)).toEqual([
      'bert@example.be',
    ]);
    // LIKE's own wildcards are plain characters in the words.
    expect(await subscribers(handle.db, { q: '%' })).toEqual([]);
  });

  it('search demands: with the number of alerts they sent and the last one; words search the criteria too', async () => {
    const [a, b] = await handle.db
      .insert(searchDemands)
      .values([
        {
          email: 'dirk@example.be',
          locale: 'nl',
          criteria: { goal: 'sale', zoneList: ['Leuven'], priceMax: 350000 },
          unsubscribeToken: 'u1',
          createdAt: day('2026-10-02'),
        },
        {
          email: 'eva@example.be',
          locale: 'fr',
          criteria: { goal: 'rent', zoneList: ['Kortrijk'] },
          unsubscribeToken: 'u2',
          active: false,
          createdAt: day('2026-10-03'),
        },
      ])
      .returning();
    await handle.db.insert(demandNotifications).values([
      { demandId: a!.id, propertyId: 9301, version: 'v1', createdAt: day('2026-10-04') },
      { demandId: a!.id, propertyId: 9302, version: 'v1', createdAt: day('2026-10-06') },
    ]);
    const rows = await demands(handle.db);
    expect(rows.map((d) => [d.email, d.active, d.alerts])).toEqual([
      ['eva@example.be', false, 0],
      ['dirk@example.be', true, 2],
    ]);
    expect(rows[1]!.lastAlert?.toISOString()).toBe(day('2026-10-06').toISOString());
    expect(rows[1]!.criteria).toEqual({ goal: 'sale', zoneList: ['Leuven'], priceMax: 350000 });
    expect((await demands(handle.db, { q: 'kortrijk' })).map((d) => d.id)).toEqual([b!.id]);
  });

  it("documents requested: with the property's address, found by e-mail, property number or place", async () => {
    await handle.db.insert(documentRequests).values([
      { propertyId: 9301, email: 'fien@example.be', createdAt: day('2026-10-07') },
      { propertyId: 9302, email: 'fien@example.be', createdAt: day('2026-10-08') },
    ]);
    expect((await documentRequestList(handle.db)).map((r) => [r.propertyId, r.address])).toEqual([
      [9302, '8500 Kortrijk'],
      [9301, 'Tiensestraat 4, 3000 Leuven'],
    ]);
    expect((await documentRequestList(handle.db, { q: '9301' })).map((r) => r.propertyId)).toEqual([9301]);
    expect((await documentRequestList(handle.db, { q: 'leuven' })).map((r) => r.propertyId)).toEqual([9301]);
  });

  it('reads its filter from an address, ignoring what it does not know and cutting long words', () => {
    expect(listFilterFrom({ q: ['x', 'y'], from: '2026-10-01', kind: 'contact', to: undefined })).toEqual({
      q: 'x',
      from: '2026-10-01',
      to: undefined,
    });
    expect(listFilterFrom({ q: 'a'.repeat(300) }).q).toHaveLength(100);
  });
});

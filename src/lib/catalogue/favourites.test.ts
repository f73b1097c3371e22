import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { demoDatabase } from '@/test/demo-db';
import { favouriteCards } from './favourites';

const handle = demoDatabase();

describe('favouriteCards (the favourites page)', () => {
  it('gives the cards in the order asked, sold ones with their ribbon, and the ids not on the site as gone', async () => {
    const { rows } = await handle.db.execute<{ id: number }>(
      sql`select id from properties where status = 'published' and availability is null order by id limit 2`,
    );
    const { rows: sold } = await handle.db.execute<{ id: number }>(
      sql`select id from properties where status = 'published' and availability = 'sold' order by id limit 1`,
    );
    const [a, b] = rows.map((r) => r.id);
    const s = sold[0]?.id;
    if (!a || !b || !s) throw new Error('demo lacks properties');
    await handle.db.execute(sql`update properties set status = 'withdrawn' where id = ${b}`);
    try {
      const result = await favouriteCards([s, b, 999_999, a], 'fr', handle.db);
      expect(result.cards.map((c) => c.id)).toEqual([s, a]);
      expect(result.cards[0]?.availability).toBe('sold');
      expect(result.gone).toEqual([b, 999_999]);
    } finally {
      await handle.db.execute(sql`update properties set status = 'published' where id = ${b}`);
    }
  });

  it('asks nothing for no ids', async () => {
    expect(await favouriteCards([], 'nl', handle.db)).toEqual({ cards: [], gone: [] });
  });

  it('counts every photo of a card (the camera badge) and none without photos', async () => {
    const { rows } = await handle.db.execute<{ id: number; n: number }>(
      sql`select p.id, (select count(*)::int from media m where m.property_id = p.id and m.kind = 'photo') as n from properties p where p.status = 'published' order by n desc, p.id limit 1`,
    );
    const most = rows[0];
    if (!most) throw new Error('no property');
    expect(most.n).toBeGreaterThan(1);
    const { cards } = await favouriteCards([most.id], 'nl', handle.db);
    expect(cards[0]?.photoCount).toBe(most.n);
    const { rows: bare } = await handle.db.execute<{ id: number }>(
      sql`select p.id from properties p where p.status = 'published' and not exists (select 1 from media m where m.property_id = p.id and m.kind = 'photo') limit 1`,
    );
    if (bare[0]) {
      const none = await favouriteCards([bare[0].id], 'nl', handle.db);
      expect(none.cards[0]).toMatchObject({ photoCount: 0, photo: null });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { aProperty, photos, seedCatalogue } from '@/test/data/catalogue';
import { testDatabase } from '@/test/data/database';
import { favouriteCards } from './favourites';

const AVAILABLE = 1001;
const WITHDRAWN = 1002;
const SOLD = 1003;
const BARE = 1004;
const handle = testDatabase((db) =>
  seedCatalogue(db, {
    properties: [
      aProperty(AVAILABLE, { photos: photos('available', 3) }),
      aProperty(WITHDRAWN, { photos: photos('withdrawn', 1) }),
      aProperty(SOLD, { availability: 'sold', photos: photos('sold', 1) }),
      aProperty(BARE),
    ],
  }),
);

describe('favouriteCards (the favourites page)', () => {
  it('gives the cards in the order asked, sold ones with their ribbon, and the ids not on the site as gone', async () => {
    await handle.db.execute(sql`update properties set status = 'withdrawn' where id = ${WITHDRAWN}`);
    try {
      const result = await favouriteCards([SOLD, WITHDRAWN, 999_999, AVAILABLE], 'fr', handle.db);
      expect(result.cards.map((c) => c.id)).toEqual([SOLD, AVAILABLE]);
      expect(result.cards[0]?.availability).toBe('sold');
      expect(result.cards[1]?.availability).toBeNull();
      expect(result.gone).toEqual([WITHDRAWN, 999_999]);
    } finally {
      await handle.db.execute(sql`update properties set status = 'published' where id = ${WITHDRAWN}`);
    }
  });

  it('asks nothing for no ids', async () => {
    expect(await favouriteCards([], 'nl', handle.db)).toEqual({ cards: [], gone: [] });
  });

  it('counts every photo of a card (the camera badge) and none without photos', async () => {
    const { cards } = await favouriteCards([AVAILABLE, BARE], 'nl', handle.db);
    expect(cards[0]).toMatchObject({ id: AVAILABLE, photoCount: 3 });
    expect(cards[0]?.photo).not.toBeNull();
    expect(cards[1]).toMatchObject({ id: BARE, photoCount: 0, photo: null });
  });
});

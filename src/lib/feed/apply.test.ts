import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@/db/open';
import { createTestDb } from '@/db/test-db';
import { mailQueue, media, mediaHistory, properties, propertyTexts, searchDemands } from '@/db/schema';
import { parseFeed } from '@/domain/feed/parse-feed';
import type { FeedProperty } from '@/domain/feed/property-record';
import { applyFeed } from './apply';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  // The nine property types come with the migrations (drizzle/0004_property_types.sql).
  await handle.db.insert(searchDemands).values({
    email: 'zoeker@example.be',
    locale: 'en',
    // A region drawn around the property's coordinates, no postal code.
    criteria: {
      firstName: 'Luc',
      goal: 'sale',
      types: [1],
      region: [
        [51.0, 3.48],
        [51.0, 3.58],
        [50.95, 3.58],
        [50.95, 3.48],
      ],
      priceMax: 350000,
    },
    unsubscribeToken: 'tok_import_abcdefghijkl',
  });
});
afterAll(async () => handle.close());

const feed = (over: Partial<FeedProperty> = {}) =>
  parseFeed([
    {
      id: 8101,
      goal: 'sale',
      type: 1,
      reference: 'IL-8101',
      price: 320000,
      address: { street: 'Markt', houseNumber: '3', zip: '3000', city: 'Leuven' },
      location: { lat: 50.98, lng: 3.53 },
      bedrooms: 3,
      texts: {
        nl: { title: 'Rijwoning met stadstuin', description: 'Gezellige woning.' },
        en: { title: 'Terraced house with garden', description: 'A cosy home.' },
      },
      photos: [{ url: '/demo/a.webp', width: 1600, height: 1067 }],
      ...over,
    },
  ]).feed;

const matchMails = async () => handle.db.select().from(mailQueue).where(eq(mailQueue.purpose, 'match'));
const history = async () =>
  handle.db.select().from(mediaHistory).where(eq(mediaHistory.propertyId, 8101)).orderBy(mediaHistory.id);

describe('a feed of properties', () => {
  it('creates a new property with its texts and photos, publishes it and mails the demand whose drawn region holds it', async () => {
    const { summary, issues } = await applyFeed(feed(), [], { db: handle.db, list: 'records' });
    expect(issues).toEqual([]);
    expect(summary).toMatchObject({ created: [8101], changed: [], mailsQueued: 1 });
    const [row] = await handle.db.select().from(properties).where(eq(properties.id, 8101));
    expect(row).toMatchObject({
      slug: 'rijwoning-met-stadstuin',
      goal: 0,
      status: 'published',
      recordFile: 'IL-8101',
      price: 320000,
    });
    expect(await handle.db.select().from(propertyTexts).where(eq(propertyTexts.propertyId, 8101))).toHaveLength(2);
    expect(await handle.db.select().from(media).where(eq(media.propertyId, 8101))).toHaveLength(1);
    const mails = await matchMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Terraced house with garden');
    expect((await history()).map((h) => [h.portal, h.status])).toEqual([['localhost', 'online']]);
  });

  it('leaves a repeated feed alone: nothing written, nobody mailed twice', async () => {
    const { summary } = await applyFeed(feed(), [], { db: handle.db, list: 'records' });
    expect(summary).toMatchObject({ created: [], changed: [], unchanged: [8101], mailsQueued: 0 });
    expect(await matchMails()).toHaveLength(1);
  });

  it('records a price change as an update and mails the demand about the new version', async () => {
    const { summary } = await applyFeed(feed({ price: 299000 }), [], { db: handle.db, list: 'records' });
    expect(summary).toMatchObject({ changed: [8101], mailsQueued: 1 });
    expect(await matchMails()).toHaveLength(2);
    expect((await history()).at(-1)?.status).toBe('updated');
  });

  it('takes a withdrawn property offline without mailing anyone', async () => {
    const { summary } = await applyFeed(feed({ price: 299000, status: 'withdrawn' }), [], {
      db: handle.db,
      list: 'records',
    });
    expect(summary).toMatchObject({ withdrawn: [8101], mailsQueued: 0 });
    const [row] = await handle.db.select().from(properties).where(eq(properties.id, 8101));
    expect(row!.status).toBe('withdrawn');
    expect((await history()).at(-1)?.status).toBe('offline');
  });

  it('refuses an unknown property type before writing anything', async () => {
    const { summary, issues } = await applyFeed(feed({ id: 8102, type: 77 }), [], { db: handle.db, list: 'records' });
    expect(summary).toBeUndefined();
    expect(issues).toEqual([
      { list: 'records', index: -1, id: 8102, field: 'type', message: 'unknown property type 77' },
    ]);
    expect(await handle.db.select().from(properties).where(eq(properties.id, 8102))).toEqual([]);
  });
});

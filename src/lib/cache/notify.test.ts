import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { DbHandle } from '@/db/open';
import { createTestDb } from '@/db/test-db';
import { generationKey } from './generations';
import { announceTags, CACHE_CHANNEL, notificationOf, onCacheNotification } from './notify';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle.close());

describe('cache tags shared by the servers of one PostgreSQL', () => {
  it('reaches a listening server through NOTIFY, whose entries of those tags get new keys', async () => {
    const listener = new pg.Client({ connectionString: handle.url });
    await listener.connect();
    await listener.query(`LISTEN ${CACHE_CHANNEL}`);
    const heard = new Promise<string | undefined>((resolve) => listener.on('notification', (m) => resolve(m.payload)));
    await announceTags(handle.db, ['catalogue:lists', 'property:7']);
    const payload = await heard;
    await listener.end();
    expect(JSON.parse(payload!)).toMatchObject({ tags: ['catalogue:lists', 'property:7'] });

    // This server's own notification changes nothing (it bumped its tags when it sent it)…
    const before = generationKey(['catalogue:lists', 'property:7', 'property:8']);
    onCacheNotification(payload);
    expect(generationKey(['catalogue:lists', 'property:7', 'property:8'])).toBe(before);
    // …another server's does, for its tags only.
    onCacheNotification(JSON.stringify({ from: 'another-server', tags: ['property:7'] }));
    const after = generationKey(['catalogue:lists', 'property:7', 'property:8']).split('.');
    expect(after).toEqual([before.split('.')[0], String(Number(before.split('.')[1]) + 1), before.split('.')[2]]);
  });

  it('sends "everything from the catalogue" when the tags would not fit in a notification, and ignores what is not its own', () => {
    const many = Array.from({ length: 2_000 }, (_, i) => `property:${100_000 + i}`);
    expect(JSON.parse(notificationOf(many)).tags).toEqual(['catalogue']);
    const before = generationKey(['catalogue']);
    for (const odd of [undefined, '', 'not json', '{"tags":"catalogue"}', '[1,2]']) onCacheNotification(odd);
    expect(generationKey(['catalogue'])).toBe(before);
  });
});

import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { demoDatabase } from '@/test/demo-db';
import { leadProperty } from './property';

const handle = demoDatabase();

const one = async <T>(query: string): Promise<T> => (await handle.db.execute(sql.raw(query))).rows[0] as T;

describe('leadProperty (the property a form is about)', () => {
  it('gives the price a page shows, and none for a price on request (the amount due would reveal it)', async () => {
    const shown = await one<{ id: number; price: number }>(
      `select id, price from properties where goal = 1 and publish_price and price > 0 and status = 'published' limit 1`,
    );
    expect((await leadProperty(shown.id, 'nl', handle.db))?.price).toBe(shown.price);
    const hidden = await one<{ id: number } | undefined>(
      `select id from properties where goal = 1 and not publish_price and price > 0 and status = 'published' limit 1`,
    );
    expect(hidden, 'the demo has a rental with its price on request').toBeDefined();
    const property = await leadProperty(hidden!.id, 'nl', handle.db);
    expect(property?.id).toBe(hidden!.id);
    expect(property?.price).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { aProperty, seedCatalogue } from '@/test/data/catalogue';
import { testDatabase } from '@/test/data/database';
import { leadProperty } from './property';

const SHOWN = 1001;
const ON_REQUEST = 1002;
const handle = testDatabase((db) =>
  seedCatalogue(db, {
    properties: [
      aProperty(SHOWN, { goal: 'rent', price: 950 }),
      aProperty(ON_REQUEST, { goal: 'rent', price: 1200, publishPrice: false }),
    ],
  }),
);

describe('leadProperty (the property a form is about)', () => {
  it('gives the price a page shows, and none for a price on request (the amount due would reveal it)', async () => {
    expect((await leadProperty(SHOWN, 'nl', handle.db))?.price).toBe(950);
    const property = await leadProperty(ON_REQUEST, 'nl', handle.db);
    expect(property?.id).toBe(ON_REQUEST);
    expect(property?.price).toBeNull();
  });
});

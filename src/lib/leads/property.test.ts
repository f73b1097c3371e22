import { describe, expect, it } from 'vitest';
import { aProperty, seedCatalogue } from '@/test/data/catalogue';
import { testDatabase } from '@/test/data/database';
import { leadProperty } from './property';

const SHOWN = 1001;
const ON_REQUEST = 1002;
const WITH_BOX = 1003;
const handle = testDatabase((db) =>
  seedCatalogue(db, {
    properties: [
      aProperty(SHOWN, { goal: 'rent', price: 950 }),
      aProperty(ON_REQUEST, { goal: 'rent', price: 1200, publishPrice: false }),
      // The box as a Dutch feed writes it.
      aProperty(WITH_BOX, {
        address: { street: 'Markt', houseNumber: '1', box: 'bus 2', zip: '3000', city: 'Leuven', publish: true },
      }),
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

  it('writes the address as the page does in the reader’s language: the form’s box and the mails (issue 44)', async () => {
    expect((await leadProperty(WITH_BOX, 'fr', handle.db))?.address).toBe('Markt 1 boîte 2, 3000 Louvain');
    expect((await leadProperty(WITH_BOX, 'en', handle.db))?.address).toBe('Markt 1 box 2, 3000 Leuven');
    expect((await leadProperty(WITH_BOX, 'nl', handle.db))?.address).toBe('Markt 1 bus 2, 3000 Leuven');
    expect((await leadProperty(WITH_BOX, 'de', handle.db))?.address).toBe('Markt 1 Bfk. 2, 3000 Löwen');
  });
});

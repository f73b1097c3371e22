import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@/db/open';
import { createTestDb } from '@/db/test-db';
import { mailQueue, properties, propertyTexts, searchDemands } from '@/db/schema';
import { notifyMatchingDemands } from './demand-notify';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  // The nine property types come with the migrations (drizzle/0004_property_types.sql).
  await handle.db.insert(properties).values([
    {
      id: 7001,
      slug: 'ruime-woning',
      goal: 0,
      street: 'Markt',
      houseNumber: '1',
      boxNr: 'bus 2',
      zip: '3000',
      city: 'Leuven',
      webId: 1,
      price: 300000,
      bedrooms: 3,
      recordFile: 'IL-7001',
    },
    { id: 7002, slug: 'appartement', goal: 1, zip: '8500', city: 'Kortrijk', webId: 1, price: 900 },
  ]);
  await handle.db.insert(propertyTexts).values({ propertyId: 7001, locale: 'fr', title: 'Maison spacieuse' });
  await handle.db.insert(searchDemands).values({
    email: 'zoeker@example.be',
    locale: 'fr',
    criteria: { firstName: 'Luc', goal: 'sale', types: [1], zoneList: ['leuven'], priceMax: 350000 },
    unsubscribeToken: 'tok_abcdefghijklmnop',
  });
});
afterAll(async () => handle.close());

describe('notifyMatchingDemands', () => {
  it('mails a matching property once, in the demand language, with a one-click unsubscribe', async () => {
    expect(await notifyMatchingDemands([7001, 7002], handle.db)).toBe(1);
    const [mail] = await handle.db.select().from(mailQueue).where(eq(mailQueue.purpose, 'match'));
    expect(mail!.to).toBe('zoeker@example.be');
    expect(mail!.subject).toBe('Un nouveau bien correspond à votre recherche : Maison spacieuse');
    expect(mail!.text).toContain('IL-7001');
    // Its address and price as the French page writes them (issue 44): the box, the town, the amount.
    expect(mail!.text).toContain('Markt 1 boîte 2, 3000 Louvain');
    expect(mail!.text).not.toContain('bus 2');
    expect(mail!.text).toContain('300\u202f000\u00a0€');
    // The address of a French mail takes the French title (issue 29), not the stored Dutch slug.
    // The French address names the city in French (Louvain: issue 42).
    expect(mail!.text).toContain('/fr/a-vendre/louvain/maison-spacieuse/7001/');
    expect(mail!.text).toContain('/fr/recherche/desinscription/tok_abcdefghijklmnop/');
    expect(mail!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(await notifyMatchingDemands([7001], handle.db)).toBe(0);
  });
  it('mails again when the property changed, and never after unsubscribing', async () => {
    await handle.db
      .update(properties)
      .set({ updatedAt: new Date(Date.now() + 1000) })
      .where(eq(properties.id, 7001));
    expect(await notifyMatchingDemands([7001], handle.db)).toBe(1);
    await handle.db.update(searchDemands).set({ active: false });
    await handle.db
      .update(properties)
      .set({ updatedAt: new Date(Date.now() + 2000) })
      .where(eq(properties.id, 7001));
    expect(await notifyMatchingDemands([7001], handle.db)).toBe(0);
  });
});

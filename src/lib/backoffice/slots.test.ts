import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@/db/open';
import { createTestDb } from '@/db/test-db';
import { appointmentBookings, mailQueue, properties } from '@/db/schema';
import { freeSlots } from '@/lib/leads/form-choices';
import { newToken, storeLead } from '@/lib/leads/submit';
import type { LeadProperty } from '@/lib/leads/mails';
import { addSlot, cancelSlot, findSlotProperties, setCapacity, slotsOf } from './slots';
import { formatPhone } from '@/domain/format/phone';
import { content } from '@/lib/content/load';

let handle: DbHandle;
const property: LeadProperty = {
  id: 9101,
  title: 'Woning',
  reference: 'IL-1',
  address: 'Markt 1, 3000 Leuven',
  url: 'http://localhost:3000/nl/te-koop/leuven/woning/9101/',
};
const tomorrow = (h: number) => new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 86_400_000 + h * 3_600_000);

beforeAll(async () => {
  handle = await createTestDb();
  await handle.db.insert(properties).values({
    id: 9101,
    slug: 'woning',
    goal: 0,
    street: 'Markt',
    houseNumber: '1',
    // As a Dutch feed writes it: the French mail says "boîte 2" as the page does (issue 44).
    boxNr: 'bus 2',
    zip: '3000',
    city: 'Leuven',
    webId: 1,
    price: 300000,
  });
});
afterAll(async () => handle.close());

describe('visit slots in the back office', () => {
  it('adds a slot a visitor can book at once; refuses the past, a wrong order, odd places, an overlap', async () => {
    expect(
      await addSlot(handle.db, { propertyId: 9101, startsAt: tomorrow(0), endsAt: tomorrow(1), capacity: 2 }, 'e'),
    ).toBeNull();
    expect(
      await addSlot(
        handle.db,
        { propertyId: 9101, startsAt: new Date(Date.now() - 60_000), endsAt: new Date(), capacity: 1 },
        'e',
      ),
    ).toBe('past');
    expect(
      await addSlot(handle.db, { propertyId: 9101, startsAt: tomorrow(3), endsAt: tomorrow(2), capacity: 1 }, 'e'),
    ).toBe('order');
    expect(
      await addSlot(handle.db, { propertyId: 9101, startsAt: tomorrow(3), endsAt: tomorrow(4), capacity: 51 }, 'e'),
    ).toBe('capacity');
    expect(
      await addSlot(
        handle.db,
        { propertyId: 9101, startsAt: new Date(tomorrow(0).getTime() + 1_800_000), endsAt: tomorrow(2), capacity: 1 },
        'e',
      ),
    ).toBe('overlap');
    expect(
      await addSlot(handle.db, { propertyId: 424242, startsAt: tomorrow(3), endsAt: tomorrow(4), capacity: 1 }, 'e'),
    ).toBe('property');
    const [slot] = await freeSlots(9101, new Date(), handle.db);
    expect(slot!.startsAt).toEqual(tomorrow(0));
    const booked = await storeLead(
      { kind: 'appointment', locale: 'fr', token: newToken(), address: '127.0.0.1', botCheck: 'pow' },
      { firstName: 'Julie', lastName: 'Lambert', email: 'julie@example.be', slotId: slot!.id },
      property,
      handle.db,
    );
    expect(booked.status).toBe('stored');
  });

  it('never sets fewer places than bookings', async () => {
    const [slot] = await slotsOf(handle.db, 9101);
    expect(await setCapacity(handle.db, slot!.id, 0, 'e')).toBe('capacity');
    expect(await setCapacity(handle.db, slot!.id, 3, 'e')).toBeNull();
    expect((await slotsOf(handle.db, 9101))[0]!.capacity).toBe(3);
    expect(await setCapacity(handle.db, 999_999, 3, 'e')).toBe('missing');
  });

  it('cancels a slot: no longer offered nor bookable, and the visitor told in their language', async () => {
    const [slot] = await slotsOf(handle.db, 9101);
    expect(slot!.bookings).toEqual([
      expect.objectContaining({ name: 'Julie Lambert', email: 'julie@example.be', status: 'confirmed' }),
    ]);
    expect(await cancelSlot(handle.db, slot!.id, 'editor@test')).toBe(1);
    expect(await cancelSlot(handle.db, slot!.id, 'editor@test')).toBeNull();
    expect(await freeSlots(9101, new Date(), handle.db)).toEqual([]);
    const [after] = await slotsOf(handle.db, 9101);
    expect(after!.cancelledAt).not.toBeNull();
    expect(after!.bookings[0]!.status).toBe('cancelled');
    const told = await handle.db.select().from(mailQueue).where(eq(mailQueue.to, 'julie@example.be'));
    expect(told.map((m) => m.subject)).toContain('Votre visite est annulée');
    const cancelled = told.find((m) => m.subject === 'Votre visite est annulée')!.text;
    expect(cancelled).toContain('Markt 1 boîte 2, 3000 Louvain');
    expect(cancelled).not.toContain('bus 2');
    // With the office's contact details, to arrange another time (issue 31).
    const { agency } = content().site;
    expect(cancelled).toContain(`Appelez-nous au ${formatPhone(agency.phone)} ou écrivez-nous à ${agency.email}.`);
    // A booking for a cancelled slot is refused as full.
    const late = await storeLead(
      { kind: 'appointment', locale: 'nl', token: newToken(), address: '127.0.0.1', botCheck: 'pow' },
      { firstName: 'Tom', email: 'tom@example.be', slotId: slot!.id },
      property,
      handle.db,
    );
    expect(late.status).toBe('full');
    expect(await handle.db.select().from(appointmentBookings)).toHaveLength(1);
  });

  it('finds a property by its public reference as visitors see it, its number, or its street, postcode or city (issue 31)', async () => {
    await handle.db.insert(properties).values([
      {
        id: 9201,
        slug: 'a',
        goal: 0,
        street: 'Kerkstraat',
        houseNumber: '12',
        zip: '3010',
        city: 'Kessel-Lo',
        recordFile: 'AB-2026-0213',
        webId: 1,
        price: 1,
      },
      {
        id: 9202,
        slug: 'b',
        goal: 1,
        street: 'Kerkstraat',
        houseNumber: '4',
        zip: '3000',
        city: 'Leuven',
        recordFile: 'AB-2026-0214',
        webId: 1,
        price: 1,
      },
      {
        id: 9203,
        slug: 'c',
        goal: 0,
        street: 'Naamsestraat',
        houseNumber: '9',
        zip: '3000',
        city: 'Leuven',
        recordFile: '9201',
        webId: 1,
        price: 1,
      },
    ]);
    const ids = async (typed: string) => (await findSlotProperties(handle.db, typed)).map((p) => p.id);
    // The reference whole (it was cut to 9 characters and refused), in any case, with spaces around.
    expect(await ids('AB-2026-0213')).toEqual([9201]);
    expect(await ids('  ab-2026-0213 ')).toEqual([9201]);
    // Part of it: both, by place.
    expect(await ids('AB-2026-021')).toEqual([9201, 9202]);
    // A number: the property with that number or that reference first.
    expect((await ids('9201')).slice(0, 2).sort()).toEqual([9201, 9203]);
    expect(await ids('kerkstraat 12')).toEqual([9201]);
    expect(await ids('3010')).toEqual([9201]);
    expect(await ids('kessel')).toEqual([9201]);
    // What a LIKE pattern would read as a wildcard is text here.
    expect(await ids('%')).toEqual([]);
    expect(await ids('   ')).toEqual([]);
    expect(await findSlotProperties(handle.db, 'straat', 1)).toHaveLength(1);
  });
});

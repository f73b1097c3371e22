import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@/db/open';
import { createTestDb } from '@/db/test-db';
import { leadDeliveries, submissions } from '@/db/schema';
import { fakeWhiseSettings, startFakeWhise, type FakeWhise } from '@/test/fakes/whise-api';
import { deliverDueLeads, queueDeliveries, resendDelivery } from './deliveries';
import { runConnector } from './run';
import { whiseSource } from './whise/source';

let handle: DbHandle;
let whise: FakeWhise;
const source = () => whiseSource(fakeWhiseSettings(whise, 16010));

beforeAll(async () => {
  handle = await createTestDb();
  whise = await startFakeWhise();
  await runConnector(source(), { db: handle.db, announce: async () => {} });
});
afterAll(async () => {
  await whise.close();
  await handle.close();
});

let serial = 0;
async function lead(kind: string, payload: Record<string, unknown>, propertyId: number | null = null) {
  return handle.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(submissions)
      .values({ token: `t-${++serial}`, kind, locale: 'fr', propertyId, email: String(payload.email ?? ''), payload })
      .returning({ id: submissions.id });
    const queued = await queueDeliveries(tx, { submissionId: row!.id, kind, propertyId }, [source()]);
    return { id: row!.id, queued };
  });
}
const deliveryOf = async (submissionId: number) =>
  (await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.submissionId, submissionId)))[0];

describe('leads to Whise', () => {
  it('hands a visit request to Whise as a contact, about the Whise listing, in the visitor’s language', async () => {
    const { id, queued } = await lead(
      'visit',
      {
        firstName: 'Amélie',
        lastName: 'Dubois',
        email: 'amelie@example.test',
        phone: '+32 470 12 34 56',
        remark: 'Samedi ?',
        title: 'ms',
        preferredDate: '2026-12-05',
        slots: ['10:00-13:00'],
        device: 'phone',
      },
      4100001,
    );
    expect(queued).toBe(1);
    expect(await deliverDueLeads([source()], handle.db)).toBe(1);
    expect(whise.contacts.get('amelie@example.test')).toMatchObject({
      Name: 'Dubois',
      FirstName: 'Amélie',
      PrivateEmail: 'amelie@example.test',
      PrivateMobile: '+32 470 12 34 56',
      LanguageId: 'fr-BE',
      EstateIds: [4100001],
      OfficeIds: [16010],
    });
    // Every field she filled reaches Whise, in her words and her language: Whise has a field for
    // none of them but the message (issue 42).
    const message = String(whise.contacts.get('amelie@example.test')!.Message);
    expect(message.split('\n')[0]).toBe('Samedi ?');
    expect(message).toContain('— Demander une visite —');
    for (const said of ['Civilité: Mme', 'Jour souhaité: 2026-12-05', '10:00-13:00', 'Par téléphone'])
      expect(message).toContain(said);
    expect(await deliveryOf(id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
      externalId: expect.any(String),
    });
  });

  it('keeps a lead while Whise is down, with its reason, and sends it once Whise is back', async () => {
    const { id } = await lead('contact', {
      firstName: 'Jan',
      lastName: 'Peeters',
      email: 'jan@example.test',
      remark: 'Vraag',
    });
    whise.mode = 'down';
    await deliverDueLeads([source()], handle.db);
    const waiting = await deliveryOf(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting!.lastError).toMatch(/Whise answered 500/);
    // Not due again before its back-off…
    whise.mode = 'ok';
    expect(await deliverDueLeads([source()], handle.db)).toBe(0);
    // …unless staff send it again.
    expect(await resendDelivery(handle.db, waiting!.id)).toBe(true);
    expect(await deliverDueLeads([source()], handle.db)).toBe(1);
    expect(await deliveryOf(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(whise.contacts.has('jan@example.test')).toBe(true);
  });

  it('sends no newsletter, friend or testimonial, and says so of a lead without an address', async () => {
    expect((await lead('newsletter', { email: 'n@example.test' })).queued).toBe(0);
    expect((await lead('friend', { email: 'f@example.test' })).queued).toBe(0);
    const { id } = await lead('contact', { firstName: 'Zonder', lastName: 'Adres' });
    await deliverDueLeads([source()], handle.db);
    expect(await deliveryOf(id)).toMatchObject({ status: 'no-address' });
  });
});

describe('one software per lead (issue 42)', () => {
  it('sends a lead about a listing to its own software only, and a general one to the one the agency names', async () => {
    const omnicasa = { ...source(), name: 'omnicasa' as const, deliver: async () => null };
    const both = [source(), omnicasa];
    const queue = (propertyId: number | null, named?: string) =>
      handle.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(submissions)
          .values({
            token: `route-${++serial}`,
            kind: 'info',
            locale: 'nl',
            propertyId,
            email: 'x@example.test',
            payload: {},
          })
          .returning({ id: submissions.id });
        await queueDeliveries(tx, { submissionId: row!.id, kind: 'info', propertyId }, both, named);
        return (await tx.select().from(leadDeliveries).where(eq(leadDeliveries.submissionId, row!.id))).map(
          (d) => d.connector,
        );
      });
    // 4100001 came from Whise: to Whise, whatever the agency names for general leads.
    expect(await queue(4100001, 'omnicasa')).toEqual(['whise']);
    expect(await queue(null, 'omnicasa')).toEqual(['omnicasa']);
    expect(await queue(null, 'whise')).toEqual(['whise']);
    // Several packages and none named (the start refuses that): nowhere rather than everywhere.
    expect(await queue(null)).toEqual([]);
  });
});

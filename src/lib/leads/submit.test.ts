import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { DbHandle } from '@/db/open';
import { createTestDb } from '@/db/test-db';
import {
  appointmentSlots,
  documentRequests,
  mailQueue,
  newsletterSubscriptions,
  properties,
  searchDemands,
  submissions,
} from '@/db/schema';
import { formatMoment } from '@/domain/format/dates';
import { content } from '@/lib/content/load';
import { freeSlots } from './form-choices';
import { confirmNewsletter, unsubscribeDemand } from './subscriptions';
import { newToken, storeLead, type LeadContext } from './submit';
import type { LeadProperty } from './mails';

let handle: DbHandle;
const property: LeadProperty = {
  id: 9001,
  title: 'Woning in Leuven',
  reference: 'IL-2026-0001',
  address: 'Markt 1, 3000 Leuven',
  url: 'http://localhost:3000/nl/te-koop/leuven/woning/9001/',
};
const person = { title: 'ms', firstName: 'An', lastName: 'Peeters', email: 'an@example.be', phone: '0476123456' };
const ctx = (kind: LeadContext['kind'], locale = 'nl'): LeadContext => ({
  kind,
  locale,
  token: newToken(),
  address: '127.0.0.1',
  botCheck: 'pow',
});
const mailsOf = async (submissionId: number) =>
  handle.db.select().from(mailQueue).where(eq(mailQueue.submissionId, submissionId));

beforeAll(async () => {
  handle = await createTestDb();
  // The nine property types come with the migrations (drizzle/0004_property_types.sql).
  await handle.db
    .insert(properties)
    .values({ id: 9001, slug: 'woning', goal: 0, zip: '3000', city: 'Leuven', webId: 1, price: 300000 });
});
afterAll(async () => handle.close());

describe('storeLead', () => {
  it('stores once per form token: a double submit is one submission and one set of mails', async () => {
    const c = ctx('contact');
    const first = await storeLead(c, { ...person, remark: 'Graag info' }, null, handle.db);
    const second = await storeLead(c, { ...person, remark: 'Graag info' }, null, handle.db);
    expect(first.status).toBe('stored');
    expect(second).toEqual({ status: 'duplicate', submissionId: (first as { submissionId: number }).submissionId });
    const [{ n }] = (await handle.db
      .select({ n: count() })
      .from(submissions)
      .where(eq(submissions.token, c.token))) as [{ n: number }];
    expect(n).toBe(1);
    const mails = await mailsOf((first as { submissionId: number }).submissionId);
    expect(mails.map((m) => m.purpose).sort()).toEqual(['agency', 'visitor']);
    const visitor = mails.find((m) => m.purpose === 'visitor')!;
    expect(visitor.subject).toBe('Goed ontvangen: uw bericht');
    expect(visitor.text).toContain('Bedankt. We hebben uw bericht goed ontvangen en komen snel bij u terug.');
    expect(mails.find((m) => m.purpose === 'agency')).toMatchObject({
      to: content().site.agency.email,
      replyTo: 'an@example.be',
    });
  });

  it("writes the visitor's mail in the page's language, with the property's reference and address", async () => {
    const r = await storeLead(ctx('info', 'fr'), person, property, handle.db);
    const mails = await mailsOf((r as { submissionId: number }).submissionId);
    const visitor = mails.find((m) => m.purpose === 'visitor')!;
    expect(visitor.locale).toBe('fr');
    expect(visitor.subject).toBe("Bien reçu : votre demande d'informations");
    expect(visitor.text).toContain('IL-2026-0001');
    expect(visitor.text).toContain('Markt 1, 3000 Leuven');
    expect(visitor.html).toContain('<table');
  });

  it('escapes what the visitor typed in the HTML mail', async () => {
    const r = await storeLead(ctx('contact'), { ...person, remark: '<script>alert(1)</script>' }, null, handle.db);
    const agency = (await mailsOf((r as { submissionId: number }).submissionId)).find((m) => m.purpose === 'agency')!;
    expect(agency.html).not.toContain('<script>');
    expect(agency.html).toContain('&lt;script&gt;');
  });

  it('sends send-to-friend to the friend, not a confirmation to the sender', async () => {
    const data = {
      firstName: 'An',
      lastName: 'Peeters',
      email: 'an@example.be',
      friendFirstName: 'Bert',
      friendLastName: 'Claes',
      friendEmail: 'bert@example.be',
      message: 'Kijk eens!',
    };
    const r = await storeLead(ctx('friend', 'en'), data, property, handle.db);
    const mails = await mailsOf((r as { submissionId: number }).submissionId);
    expect(mails.map((m) => m.purpose).sort()).toEqual(['agency', 'friend']);
    const friend = mails.find((m) => m.purpose === 'friend')!;
    expect(friend).toMatchObject({ to: 'bert@example.be', locale: 'en' });
    // Never the sender's text in the Subject (issue 17): their name is in the body only.
    expect(friend.subject).toBe('A property you may like');
    expect(friend.text).toContain('Kijk eens!');
  });

  it('books an appointment slot atomically: of five simultaneous requests for one place, one gets it', async () => {
    const [slot] = await handle.db
      .insert(appointmentSlots)
      .values({
        propertyId: 9001,
        startsAt: new Date(Date.now() + 86_400_000),
        endsAt: new Date(Date.now() + 90_000_000),
      })
      .returning();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        storeLead(ctx('appointment'), { ...person, slotId: slot!.id }, property, handle.db),
      ),
    );
    expect(results.filter((r) => r.status === 'stored')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'full')).toHaveLength(4);
    // The visitor's mail names the moment in a sentence, never the slot's number (issue 31).
    const stored = results.find((r) => r.status === 'stored') as { submissionId: number };
    const visitor = (await mailsOf(stored.submissionId)).find((m) => m.purpose === 'visitor')!;
    const when = formatMoment(slot!.startsAt, 'nl');
    expect(visitor.subject).toBe(`Uw bezoek is geboekt: ${when}`);
    expect(visitor.text).toContain(`Beste An Peeters,\nUw bezoek is geboekt op ${when}. Kunt u toch niet komen?`);
    expect(visitor.text).not.toContain('Kies een tijdstip');
    expect(visitor.text).not.toMatch(new RegExp(`: ${slot!.id}$`, 'm'));
    const [after] = await handle.db.select().from(appointmentSlots).where(eq(appointmentSlots.id, slot!.id));
    expect(after!.booked).toBe(1);
    expect(await freeSlots(9001, new Date(), handle.db)).toEqual([]);
  });

  it('refuses a slot of another property or in the past', async () => {
    const [past] = await handle.db
      .insert(appointmentSlots)
      .values({
        propertyId: 9001,
        startsAt: new Date(Date.now() - 86_400_000),
        endsAt: new Date(Date.now() - 80_000_000),
      })
      .returning();
    expect((await storeLead(ctx('appointment'), { ...person, slotId: past!.id }, property, handle.db)).status).toBe(
      'full',
    );
  });

  it('answers "already requested" to a repeated document request and stores nothing new', async () => {
    const first = await storeLead(ctx('documents'), person, property, handle.db);
    const before = (await handle.db.select({ n: count() }).from(submissions))[0]!.n;
    const again = await storeLead(ctx('documents'), { ...person, email: 'AN@example.be' }, property, handle.db);
    expect(first.status).toBe('stored');
    expect(again.status).toBe('already-requested');
    expect((await handle.db.select({ n: count() }).from(submissions))[0]!.n).toBe(before);
    expect(await handle.db.select().from(documentRequests)).toHaveLength(1);
  });

  it('newsletter: double opt-in, a confirmation mail only while unconfirmed', async () => {
    const r = await storeLead(ctx('newsletter', 'fr'), { email: 'nieuws@example.be' }, null, handle.db);
    const mails = await mailsOf((r as { submissionId: number }).submissionId);
    expect(mails.map((m) => m.purpose)).toEqual(['newsletter-confirm']);
    expect(mails[0]!.text).toMatch(/\/fr\/newsletter\/confirmer\/[A-Za-z0-9_-]+\//);
    const [sub] = await handle.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'nieuws@example.be'));
    expect(sub!.confirmedAt).toBeNull();
    expect(await confirmNewsletter(sub!.confirmToken, handle.db)).toBe(true);
    expect(await confirmNewsletter('not-a-real-token-at-all', handle.db)).toBe(false);
    const again = await storeLead(ctx('newsletter'), { email: 'nieuws@example.be' }, null, handle.db);
    expect(await mailsOf((again as { submissionId: number }).submissionId)).toEqual([]);
  });

  it('stores a search demand with its criteria and an unsubscribe token that works once', async () => {
    const r = await storeLead(
      ctx('demand'),
      { ...person, goal: 'sale', types: [1], zones: '3000', zoneList: ['3000'] },
      null,
      handle.db,
    );
    const [demand] = await handle.db
      .select()
      .from(searchDemands)
      .where(eq(searchDemands.submissionId, (r as { submissionId: number }).submissionId));
    expect(demand!.criteria).toMatchObject({ goal: 'sale', types: [1], zoneList: ['3000'] });
    expect(await unsubscribeDemand(demand!.unsubscribeToken, handle.db)).toBe(true);
    const [after] = await handle.db.select().from(searchDemands).where(eq(searchDemands.id, demand!.id));
    expect(after!.active).toBe(false);
  });
});

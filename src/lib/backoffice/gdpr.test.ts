import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@/db/open';
import { createTestDb } from '@/db/test-db';
import { appointmentSlots, auditLog, properties, submissions } from '@/db/schema';
import { env } from '@/env';
import { newToken, storeLead, type LeadContext } from '@/lib/leads/submit';
import type { LeadProperty } from '@/lib/leads/mails';
import { createTranslator } from 'next-intl';
import nl from '../../../messages/nl.json';
import { fileTransport } from '@/lib/mail/transport';
import { mailFolder } from '@/lib/mail/mail-files';
import { countsOf, erasedQuery, erasedSummary, erasePerson, exportJson, normalEmail, personData } from './gdpr';
import { generationKey } from '@/lib/cache/generations';
import { propertyTag, TESTIMONIALS_TAG } from '@/lib/cache/tags';

let handle: DbHandle;
const property: LeadProperty = {
  id: 9201,
  title: 'Woning',
  reference: 'IL-9',
  address: 'Markt 1, 3000 Leuven',
  url: 'http://localhost:3000/nl/te-koop/leuven/woning/9201/',
};
const ctx = (kind: LeadContext['kind']): LeadContext => ({
  kind,
  locale: 'nl',
  token: newToken(),
  address: '127.0.0.1',
  botCheck: 'pow',
});
const EMAIL = 'veerle@example.be';

beforeAll(async () => {
  handle = await createTestDb();
  await handle.db
    .insert(properties)
    .values({ id: 9201, slug: 'woning', goal: 0, zip: '3000', city: 'Leuven', webId: 1, price: 300000 });
});
afterAll(async () => handle.close());

describe('a GDPR request', () => {
  it('finds, exports and erases everything held under one address, uploads included, and keeps only a count', async () => {
    const photo = `testimonials/${randomUUID()}.webp`;
    const file = path.resolve(env().DATA_DIR, 'uploads', photo);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'webp');
    const [slot] = await handle.db
      .insert(appointmentSlots)
      .values({
        propertyId: 9201,
        startsAt: new Date(Date.now() + 86_400_000),
        endsAt: new Date(Date.now() + 90_000_000),
      })
      .returning();
    const person = { firstName: 'Veerle', lastName: 'Goossens', email: EMAIL, phone: '0476123456' };
    await storeLead(ctx('contact'), { ...person, title: 'ms', message: 'Bel mij' }, null, handle.db);
    await storeLead(ctx('appointment'), { ...person, slotId: slot!.id }, property, handle.db);
    await storeLead(ctx('demand'), { ...person, goal: 'sale', types: ['1'], zones: '3000' }, null, handle.db);
    await storeLead(ctx('newsletter'), { email: EMAIL }, null, handle.db);
    await storeLead(
      ctx('testimonial'),
      { name: 'Veerle G.', email: EMAIL, comment: 'Heel tevreden over alles.', photo },
      null,
      handle.db,
    );
    // Named by a friend: their address is in someone else's submission.
    await storeLead(
      ctx('friend'),
      { firstName: 'Bert', lastName: 'X', email: 'bert@example.be', friendFirstName: 'Veerle', friendEmail: EMAIL },
      property,
      handle.db,
    );
    // Someone else, who must stay.
    await storeLead(ctx('contact'), { ...person, email: 'other@example.be', firstName: 'Other' }, null, handle.db);
    // Copies of sent mail kept as files (a site without SMTP, or MAIL_TO_FILES): one to the person,
    // one naming them only in its body, one to someone else.
    const files = fileTransport(env().DATA_DIR);
    await files.send({ from: 'site@example.be', to: EMAIL, subject: 'Goed ontvangen', text: 'Dag Veerle' });
    await files.send({
      from: 'site@example.be',
      to: 'kantoor@example.be',
      subject: 'Doorgestuurd',
      text: `Bert stuurde deze woning door naar een vriendin, ${'é'.repeat(90)} ${EMAIL} ${'è'.repeat(90)}`,
    });
    await files.send({ from: 'site@example.be', to: 'other@example.be', subject: 'Goed ontvangen', text: 'Dag' });
    const copies = () => readdirSync(mailFolder(env().DATA_DIR)).filter((n) => n.endsWith('.eml'));
    const othersCopy = copies().find((n) =>
      readFileSync(path.join(mailFolder(env().DATA_DIR), n), 'utf8').includes('other@example.be'),
    )!;

    expect(normalEmail('  Veerle@Example.BE ')).toBe(EMAIL);
    expect(normalEmail('nope')).toBeNull();
    const data = await personData(handle.db, EMAIL);
    expect(countsOf(data)).toMatchObject({
      submissions: 6,
      demands: 1,
      bookings: 1,
      subscriptions: 1,
      documentRequests: 0,
      testimonials: 1,
      uploads: 1,
      mailFiles: 2,
    });
    expect(data.mails.length).toBeGreaterThanOrEqual(6);
    const exported = JSON.parse(exportJson(data)) as { submissions: { payload: { message?: string } }[] };
    expect(exported.submissions.some((s) => s.payload.message === 'Bel mij')).toBe(true);
    // What the person gave, never the site's machinery; a salutation as the form words it (issue 44).
    const text = exportJson(data);
    for (const internal of ['"token"', '"botCheck"', '"address"', '"unsubscribeToken"', '"confirmToken"'])
      expect(text).not.toContain(internal);
    // The network address a form came from is the person's data, given under its own name.
    expect(text).toContain('"sentFromIpAddress": "127.0.0.1"');
    const contact = (exported.submissions as { payload: { message?: string; title?: string } }[]).find(
      (s) => s.payload.message === 'Bel mij',
    );
    expect(contact!.payload.title).toBe('Mevr.');

    const before = generationKey([TESTIMONIALS_TAG, propertyTag(property.id)]);
    const counts = await erasePerson(handle.db, EMAIL, 'admin@test');
    // The pages that showed the testimonial and the booked place are made again (issue 31).
    const after = generationKey([TESTIMONIALS_TAG, propertyTag(property.id)])
      .split('.')
      .map(Number);
    expect(after).toEqual(before.split('.').map((n) => Number(n) + 1));
    expect(counts.submissions).toBe(6);
    // The summary names everything it removed: the testimonial and the mail copies too (issue 44).
    const summary = erasedSummary(Object.fromEntries(new URLSearchParams(erasedQuery(counts))));
    expect(summary).toMatchObject({ submissions: 6, testimonials: 1, files: 3 });
    const t = createTranslator({ locale: 'nl', messages: nl, namespace: 'Admin' });
    expect(t('privacyErased', summary)).toMatch(/^Gewist: 6 formulieren, \d+ e-mails, 1 getuigenis en 3 bestanden,/);
    // The mail copies that named the person are gone; the other person's stays.
    expect(
      copies().filter((n) =>
        readFileSync(path.join(mailFolder(env().DATA_DIR), n), 'latin1')
          .toLowerCase()
          .includes('veerle'),
      ),
    ).toEqual([]);
    expect(copies()).toContain(othersCopy);
    expect(countsOf(await personData(handle.db, EMAIL))).toEqual({
      submissions: 0,
      demands: 0,
      bookings: 0,
      subscriptions: 0,
      mails: 0,
      mailFiles: 0,
      documentRequests: 0,
      testimonials: 0,
      uploads: 0,
    });
    expect(existsSync(file)).toBe(false);
    // The place the booking took is free again; the other person stays.
    expect((await handle.db.select().from(appointmentSlots).where(eq(appointmentSlots.id, slot!.id)))[0]!.booked).toBe(
      0,
    );
    expect(await handle.db.select().from(submissions).where(eq(submissions.email, 'other@example.be'))).toHaveLength(1);
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'gdpr-erase'));
    expect(entry).toMatchObject({ actor: 'admin@test', subject: 'person' });
    expect(entry!.detail).toContain('submissions=6');
    expect(JSON.stringify(entry)).not.toContain('veerle');
  });
});

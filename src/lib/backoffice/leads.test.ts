import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@/db/open';
import { createTestDb } from '@/db/test-db';
import { auditLog, mailQueue, properties, submissions } from '@/db/schema';
import { queueMails } from '@/lib/mail/queue';
import { deliverDue } from '@/lib/mail/sender';
import { smtpTransport } from '@/lib/mail/transport';
import { failedMailCount, leads, resendMail } from './leads';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle.close());

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A real SMTP peer that refuses every recipient for good (550) while `refusing` says so. */
async function peer(port: number, state: { refusing: boolean; received: string[] }): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _s, cb) {
      cb(state.refusing ? Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, cb) {
      stream.resume();
      stream.on('end', () => {
        state.received.push(session.envelope.rcptTo[0]!.address);
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return server;
}

async function submission(
  kind: string,
  email: string,
  payload: Record<string, unknown>,
  propertyId: number | null = null,
) {
  const [row] = await handle.db
    .insert(submissions)
    .values({ token: `${kind}-${email}`, kind, locale: 'nl', email, payload, propertyId })
    .returning();
  return row!;
}

describe('the leads of the back office', () => {
  it('lists submissions newest first, filtered by form, words and day, with their names whatever the form called them', async () => {
    await submission('contact', 'jan@example.be', {
      firstName: 'Jan',
      lastName: 'Peeters',
      phone: '0476',
      message: 'Graag een bezoek',
    });
    await submission('offer', 'els@example.be', {
      aFirstName: 'Els',
      aLastName: 'Maes',
      aPhone: '0499',
      amount: 250000,
    });
    await submission('testimonial', 'griet@example.be', { name: 'Griet', comment: 'Top, 100% tevreden' });
    expect((await leads(handle.db)).map((l) => l.kind)).toEqual(['testimonial', 'offer', 'contact']);
    expect((await leads(handle.db, { kind: 'offer' }))[0]).toMatchObject({
      name: 'Els Maes',
      phone: '0499',
      email: 'els@example.be',
    });
    expect((await leads(handle.db, { q: 'bezoek' })).map((l) => l.name)).toEqual(['Jan Peeters']);
    // LIKE's wildcards in the words are plain characters.
    expect((await leads(handle.db, { q: '100%' })).map((l) => l.kind)).toEqual(['testimonial']);
    expect(await leads(handle.db, { q: '_' })).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await leads(handle.db, { from: today, to: today })).toHaveLength(3);
    expect(await leads(handle.db, { to: '2000-01-01' })).toEqual([]);
    expect(await leads(handle.db, { from: 'not a day' })).toHaveLength(3);
  });

  it('names the property by its public reference, and finds a lead by it (issue 31)', async () => {
    await handle.db.insert(properties).values([
      { id: 7301, slug: 'a', goal: 0, zip: '3000', city: 'Leuven', webId: 1, price: 1, recordFile: 'AB-2026-0213' },
      { id: 7302, slug: 'b', goal: 0, zip: '3000', city: 'Leuven', webId: 1, price: 1 },
    ]);
    await submission('visit', 'ref@example.be', { firstName: 'Ref', lastName: 'A' }, 7301);
    await submission('visit', 'noref@example.be', { firstName: 'No', lastName: 'Ref' }, 7302);
    const found = await leads(handle.db, { q: 'ab-2026-0213' });
    expect(found.map((l) => [l.email, l.reference])).toEqual([['ref@example.be', 'AB-2026-0213']]);
    // Without a reference, its number; a lead about no property, none.
    expect((await leads(handle.db, { q: 'noref@example.be' }))[0]!.reference).toBe('7302');
    expect((await leads(handle.db, { q: 'jan@example.be' }))[0]!.reference).toBeNull();
  });

  it('shows a mail the server refused for good as failed; a resend delivers it to the SMTP peer', async () => {
    const port = await freePort();
    const state = { refusing: true, received: [] as string[] };
    const server = await peer(port, state);
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    try {
      const lead = await submission('visit', 'an@example.be', { firstName: 'An' });
      await queueMails(handle.db, [
        {
          purpose: 'agency',
          locale: 'nl',
          to: 'office@example.be',
          subject: 'Bezoek',
          text: 't',
          html: '<p>t</p>',
          submissionId: lead.id,
        },
      ]);
      // A moment after the queueing: PostgreSQL keeps microseconds, a Date milliseconds, so "now" taken
      // within the same millisecond came before the mail was due (a CI run found it waiting).
      const t0 = new Date(Date.now() + 1_000);
      await deliverDue(handle.db, transport, 'site@example.be', t0);
      const [failed] = (await leads(handle.db, { kind: 'visit' }))[0]!.mails;
      expect(failed).toMatchObject({ to: 'office@example.be', state: 'failed', attempts: 1 });
      expect(await failedMailCount(handle.db)).toBe(1);

      state.refusing = false;
      expect(await resendMail(handle.db, failed!.id, 'editor@test')).toBe(true);
      // Due at once, not after the back-off.
      expect(await deliverDue(handle.db, transport, 'site@example.be', new Date(t0.getTime() + 1_000))).toEqual({
        sent: 1,
        failed: 0,
      });
      expect(state.received).toEqual(['office@example.be']);
      expect((await leads(handle.db, { kind: 'visit' }))[0]!.mails[0]!.state).toBe('sent');
      expect(await failedMailCount(handle.db)).toBe(0);

      // A sent mail sent again is a new copy; the first stays on record.
      await resendMail(handle.db, failed!.id, 'editor@test');
      await deliverDue(handle.db, transport, 'site@example.be', new Date(t0.getTime() + 2_000));
      expect((await leads(handle.db, { kind: 'visit' }))[0]!.mails.map((m) => m.state)).toEqual(['sent', 'sent']);
      expect(state.received).toHaveLength(2);
      expect((await handle.db.select().from(auditLog).where(eq(auditLog.action, 'resend'))).length).toBe(2);
      expect(await resendMail(handle.db, 999_999, 'editor@test')).toBe(false);
      expect((await handle.db.select().from(mailQueue)).length).toBe(2);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

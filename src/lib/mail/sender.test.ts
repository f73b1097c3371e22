import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@/db/open';
import { createTestDb } from '@/db/test-db';
import { mailAttempts, mailQueue } from '@/db/schema';
import { queueMails } from './queue';
import { deliverDue } from './sender';
import { smtpTransport } from './transport';

// A port free on this machine, kept for the whole file: the peer stops and comes back on it.
// (A fixed port made two test runs on one machine collide.)
let PORT = 0;
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
type Received = { to: string[]; raw: string };

/** A real SMTP peer on loopback; `refuse` makes it answer 550 to every recipient. */
function startPeer(received: Received[], refuse = false): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, cb) {
      cb(refuse ? Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        cb();
      });
    },
  });
  return new Promise((resolve) => server.listen(PORT, '127.0.0.1', () => resolve(server)));
}
const stop = (s: SMTPServer) => new Promise<void>((resolve) => s.close(() => resolve()));

let handle: DbHandle;
beforeAll(async () => {
  PORT = await freePort();
  transport = smtpTransport(`smtp://127.0.0.1:${PORT}`);
  handle = await createTestDb();
});
afterAll(async () => handle.close());

let transport: ReturnType<typeof smtpTransport>;
const from = '"Agence Test" <info@agency.example>';

async function queueOne(to: string, subject: string) {
  await queueMails(handle.db, [
    {
      purpose: 'agency',
      locale: 'fr',
      to,
      subject,
      text: `Référence VL-123\n${subject}`,
      html: `<p>Référence VL-123</p>`,
    },
  ]);
  const [row] = await handle.db.select().from(mailQueue).where(eq(mailQueue.subject, subject));
  return row!;
}

describe('mail sender against a real SMTP peer', () => {
  it('delivers a queued mail with its text, HTML and language, and records the attempt', async () => {
    const received: Received[] = [];
    const peer = await startPeer(received);
    try {
      const mail = await queueOne('agency@example.be', 'Nouvelle demande — Leuven');
      const report = await deliverDue(handle.db, transport, from);
      expect(report).toEqual({ sent: 1, failed: 0 });
      expect(received).toHaveLength(1);
      expect(received[0]!.to).toEqual(['agency@example.be']);
      expect(received[0]!.raw).toContain('Content-Language: fr');
      expect(received[0]!.raw).toMatch(/text\/plain/);
      expect(received[0]!.raw).toMatch(/text\/html/);
      const [after] = await handle.db.select().from(mailQueue).where(eq(mailQueue.id, mail.id));
      expect(after!.status).toBe('sent');
      const attempts = await handle.db.select().from(mailAttempts).where(eq(mailAttempts.mailId, mail.id));
      expect(attempts.map((a) => a.ok)).toEqual([true]);
      // A second pass sends nothing again.
      expect(await deliverDue(handle.db, transport, from)).toEqual({ sent: 0, failed: 0 });
    } finally {
      await stop(peer);
    }
  });

  it('keeps the mail when the peer is down and delivers it once the peer is back, after the back-off', async () => {
    const mail = await queueOne('down@example.be', 'Peer down');
    // 1 ms on: PostgreSQL keeps microseconds, a Date milliseconds (a mail queued within the same
    // millisecond would not be due yet).
    const t0 = new Date(Date.now() + 1);
    expect(await deliverDue(handle.db, transport, from, t0)).toEqual({ sent: 0, failed: 1 });
    const [kept] = await handle.db.select().from(mailQueue).where(eq(mailQueue.id, mail.id));
    expect(kept!.status).toBe('pending');
    expect(kept!.attempts).toBe(1);
    expect(kept!.nextAttemptAt.getTime() - t0.getTime()).toBe(30_000);

    const received: Received[] = [];
    const peer = await startPeer(received);
    try {
      // Not yet due: the back-off is respected.
      expect(await deliverDue(handle.db, transport, from, new Date(t0.getTime() + 10_000))).toEqual({
        sent: 0,
        failed: 0,
      });
      expect(await deliverDue(handle.db, transport, from, new Date(t0.getTime() + 31_000))).toEqual({
        sent: 1,
        failed: 0,
      });
      expect(received.map((r) => r.to[0])).toEqual(['down@example.be']);
      const attempts = await handle.db.select().from(mailAttempts).where(eq(mailAttempts.mailId, mail.id));
      expect(attempts.map((a) => a.ok)).toEqual([false, true]);
      expect(attempts[0]!.error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await stop(peer);
    }
  });

  it('retries a mail the peer refuses, with a growing delay, and never drops it', async () => {
    const received: Received[] = [];
    const peer = await startPeer(received, true);
    try {
      const mail = await queueOne('refused@example.be', 'Refused');
      const t0 = new Date(Date.now() + 1); // (see above)
      await deliverDue(handle.db, transport, from, t0);
      await deliverDue(handle.db, transport, from, new Date(t0.getTime() + 31_000));
      const [row] = await handle.db.select().from(mailQueue).where(eq(mailQueue.id, mail.id));
      expect(row!.status).toBe('pending');
      expect(row!.attempts).toBe(2);
      expect(row!.lastError).toMatch(/550|mailbox unavailable/);
      expect(row!.nextAttemptAt.getTime() - (t0.getTime() + 31_000)).toBe(60_000);
      expect(received).toHaveLength(0);
    } finally {
      await stop(peer);
    }
  });
});

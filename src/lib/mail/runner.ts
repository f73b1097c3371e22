import 'server-only';
import { getDb } from '@/db/client';
import { env } from '@/env';
import { content } from '@/lib/content/load';
import { deliverDue } from './sender';
import { fileTransport, smtpTransport, type Transport } from './transport';
import { defineJob } from '@/lib/jobs/job';

const BATCH = 20;

// The transport of this process, made once (kept across hot reloads).
const holder = globalThis as typeof globalThis & { __vitrineMailTransport?: Transport };
function transport(): Transport {
  const { SMTP_URL, DATA_DIR } = env();
  return (holder.__vitrineMailTransport ??= SMTP_URL ? smtpTransport(SMTP_URL) : fileTransport(DATA_DIR));
}

function fromAddress(): string {
  const { agency } = content().site;
  return `"${agency.name.replace(/"/g, '')}" <${agency.email}>`;
}

/** Every server runs a sender (claims use skip locked); retries survive restarts: the queue is in the database. */
const sender = defineJob('mail sender', {
  everyMs: 15_000,
  // A full batch means more are waiting (a burst of leads): keep going until the queue is drained.
  pass: async (stopping) => {
    const report = await deliverDue(getDb(), transport(), fromAddress(), new Date(), BATCH, stopping);
    return report.sent + report.failed === BATCH;
  },
});

/** Runs a delivery pass now (after a submission), or once more when a pass is already running. */
export const kickMailSender = sender.kick;

/** Stops the sender between two mails (server shutdown); resolves when the mail being sent is recorded. */
export const stopMailSender = sender.stop;

/** Starts the periodic pass that picks up retries (called from instrumentation, in the server process). */
export const startMailSender = sender.start;

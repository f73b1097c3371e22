import 'server-only';
import { getDb } from '@/db/client';
import { env } from '@/env';
import { content } from '@/lib/content/load';
import { deliverDue } from './sender';
import { fileTransport, smtpTransport, type Transport } from './transport';
import { log } from '@/log';

// One runner per server process, kept across hot reloads.
type Runner = {
  timer?: NodeJS.Timeout;
  running: boolean;
  again: boolean;
  stopping: boolean;
  idle?: Promise<void>;
  transport: Transport;
};
const state = globalThis as typeof globalThis & { __vitrineMail?: Runner };
const INTERVAL_MS = 15_000;
const BATCH = 20;

function runner() {
  if (!state.__vitrineMail) {
    const { SMTP_URL, DATA_DIR } = env();
    state.__vitrineMail = {
      running: false,
      again: false,
      stopping: false,
      transport: SMTP_URL ? smtpTransport(SMTP_URL) : fileTransport(DATA_DIR),
    };
  }
  return state.__vitrineMail;
}

function fromAddress(): string {
  const { agency } = content().site;
  return `"${agency.name.replace(/"/g, '')}" <${agency.email}>`;
}

/** Runs a delivery pass now (after a submission), or once more when a pass is already running. */
export async function kickMailSender(): Promise<void> {
  const r = runner();
  if (r.stopping) return;
  if (r.running) {
    r.again = true;
    return;
  }
  r.running = true;
  let done = () => {};
  r.idle = new Promise((resolve) => (done = resolve));
  try {
    // A full batch means more are waiting (a burst of leads): keep going until the queue is drained.
    let full = false;
    do {
      r.again = false;
      const report = await deliverDue(getDb(), r.transport, fromAddress(), new Date(), BATCH, () => r.stopping);
      full = report.sent + report.failed === BATCH;
    } while ((r.again || full) && !r.stopping);
  } catch (error) {
    log.error('mail sender', error);
  } finally {
    r.running = false;
    done();
  }
}

/** Stops the sender between two mails (server shutdown); resolves when the mail being sent is recorded. */
export async function stopMailSender(): Promise<void> {
  const r = state.__vitrineMail;
  if (!r) return;
  r.stopping = true;
  if (r.timer) clearInterval(r.timer);
  r.timer = undefined;
  if (r.running) await r.idle;
}

/** Starts the periodic pass that picks up retries (called from instrumentation, in the server process). */
export function startMailSender(): void {
  const r = runner();
  if (r.timer) return;
  r.timer = setInterval(() => void kickMailSender(), INTERVAL_MS);
  r.timer.unref();
  void kickMailSender();
}

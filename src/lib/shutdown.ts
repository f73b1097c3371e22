import 'server-only';
import { closeDb } from '@/db/client';
import { stopConnectors } from '@/lib/connectors/runner';
import { stopFeedPull } from '@/lib/feed/pull-schedule';
import { stopFileFetcher } from '@/lib/files/runner';
import { stopMailSender } from '@/lib/mail/runner';

const GRACE_MS = 15_000;

/**
 * A server process stops cleanly (issue 14). On SIGTERM or SIGINT Next.js stops accepting
 * connections, lets the requests in flight finish, then calls process.exit: that exit waits here
 * until the mail sender has recorded the mail it is sending, the file fetcher the files it is
 * fetching, a connector the run it is making, and the database pool is closed
 * (at most 15 s). Started by `npm start` (an IPC channel), the server also stops when its parent
 * is gone, even killed with -9: no site left answering without its supervisor.
 */
export function stopCleanly(): void {
  const holder = globalThis as typeof globalThis & { __vitrineShutdown?: Promise<void> };
  if (holder.__vitrineShutdown !== undefined) return;
  // The sender stops at the signal; the pool closes only at the exit, after the last request.
  let mailStopped: Promise<void> | undefined;
  const stopMail = () =>
    (mailStopped ??= Promise.all([stopMailSender(), stopFileFetcher(), stopConnectors(), stopFeedPull()]).then(
      () => undefined,
      () => undefined,
    ));
  holder.__vitrineShutdown = Promise.resolve();
  process.once('SIGTERM', () => void stopMail());
  process.once('SIGINT', () => void stopMail());
  const exit = process.exit.bind(process);
  process.exit = ((code?: number) => {
    const timeout = new Promise((resolve) => setTimeout(resolve, GRACE_MS).unref());
    const finish = stopMail().then(() => closeDb().catch(() => undefined));
    void Promise.race([finish, timeout]).finally(() => exit(code));
  }) as typeof process.exit;
  if (process.send) process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}

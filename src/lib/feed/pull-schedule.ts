import 'server-only';
import { parseEvery } from '@/domain/feed/sync-rules';
import { env } from '@/env';
import { listenFor } from '@/lib/cache/listener';
import { defineJob } from '@/lib/jobs/job';
import { log } from '@/log';
import { announceFeed } from './announce';
import { notifiedIds, pullOnce, SYNC_CHANNEL, type PullOptions, type PullState } from './pull';

/** The first run after the site starts: it answers its first visitors before it reads the feed. */
const FIRST_AFTER_MS = 10_000;
/** A notify starts a run this soon, so that a burst of them makes one run. */
const NOTIFIED_AFTER_MS = 2_000;

type Schedule = { stop: () => Promise<void> };

/**
 * The pull every `everyMs` (issue 15), and soon after a notify (`POST /api/import/notify/`, heard
 * through PostgreSQL), with the ids it names when the address has a `{ids}` place. One run at a
 * time (a job of lib/jobs); `stop` waits for the run in progress. `write` takes each run's line.
 */
export function runPullSchedule(
  options: PullOptions & { everyMs: number; firstAfterMs?: number; write: (line: string) => void },
): Schedule {
  const state: PullState = {};
  const notified = new Set<number>();
  let wholeFeed = false;
  let soon: NodeJS.Timeout | undefined;
  const job = defineJob('feed pull', {
    everyMs: options.everyMs,
    firstAfterMs: options.firstAfterMs ?? FIRST_AFTER_MS,
    pass: async () => {
      const ids = wholeFeed || !options.from.includes('{ids}') ? [] : [...notified];
      notified.clear();
      wholeFeed = false;
      options.write(await pullOnce({ ...options, log: options.write }, ids, state));
    },
  });
  job.start();
  listenFor(SYNC_CHANNEL, (payload) => {
    const ids = notifiedIds(payload);
    if (ids === 'all') wholeFeed = true;
    else for (const id of ids) notified.add(id);
    clearTimeout(soon);
    soon = setTimeout(() => void job.kick(), NOTIFIED_AFTER_MS);
  });
  return {
    stop: async () => {
      clearTimeout(soon);
      await job.stop();
    },
  };
}

const holder = globalThis as typeof globalThis & { __vitrinePull?: Schedule };

/**
 * The site's pull of SYNC_URL every SYNC_EVERY, run by the site's own process (issue 43): each
 * server of the database runs it (the import stores only what changed, in one transaction).
 */
export function startFeedPull(): void {
  const { SYNC_URL, SYNC_EVERY } = env();
  if (!SYNC_URL || holder.__vitrinePull) return;
  const write = (line: string) =>
    /: failed: /.test(line)
      ? log.error('sync', undefined, { run: line.trim() })
      : log.info('sync', { run: line.trim() });
  holder.__vitrinePull = runPullSchedule({
    from: SYNC_URL,
    everyMs: parseEvery(SYNC_EVERY)!,
    announce: announceFeed,
    write,
  });
  log.info('sync', { run: `reading ${SYNC_URL} every ${SYNC_EVERY}, and at once after POST /api/import/notify/` });
}

/** Stops the site's pull; waits for a run in progress (a stopping server). */
export async function stopFeedPull(): Promise<void> {
  await holder.__vitrinePull?.stop();
}

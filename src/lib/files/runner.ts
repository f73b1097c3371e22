import 'server-only';
import { fetchDueFiles } from './worker';
import { log } from '@/log';

// One fetcher per server process, kept across hot reloads; the queue itself is in the database.
type Runner = { timer?: NodeJS.Timeout; running?: Promise<void>; again: boolean; stopping: boolean };
const holder = globalThis as typeof globalThis & { __vitrineFiles?: Runner };
const state = (): Runner => (holder.__vitrineFiles ??= { again: false, stopping: false });
const INTERVAL_MS = 15_000;

/** Fetches the due files now (after an import), or once more when a pass is running. */
export function kickFileFetcher(): void {
  const r = state();
  if (r.stopping) return;
  if (r.running) {
    r.again = true;
    return;
  }
  r.running = (async () => {
    try {
      do {
        r.again = false;
        const handled = await fetchDueFiles();
        if (handled) log.info('files', { handled });
      } while (r.again && !r.stopping);
    } catch (error) {
      // Drizzle's message names the query; the database's own reason is its cause (logged with it).
      log.error('file fetcher', error);
    } finally {
      r.running = undefined;
    }
  })();
}

/** The periodic pass: retries with back-off, and files left by a server that stopped (instrumentation). */
export function startFileFetcher(): void {
  const r = state();
  if (r.timer) return;
  r.timer = setInterval(kickFileFetcher, INTERVAL_MS);
  r.timer.unref();
  kickFileFetcher();
}

/** Server shutdown: no new pass; resolves when the files being fetched are recorded. */
export async function stopFileFetcher(): Promise<void> {
  const r = state();
  r.stopping = true;
  if (r.timer) clearInterval(r.timer);
  r.timer = undefined;
  await r.running;
}

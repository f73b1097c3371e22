import 'server-only';
import { defineJob } from '@/lib/jobs/job';
import { log } from '@/log';
import { fetchDueFiles } from './worker';

/** The feed's photos and documents fetched in the background; the queue itself is in the database. */
const fetcher = defineJob('file fetcher', {
  everyMs: 15_000,
  pass: async () => {
    const handled = await fetchDueFiles();
    if (handled) log.info('files', { handled });
  },
});

/** Fetches the due files now (after an import), or once more when a pass is running. */
export function kickFileFetcher(): void {
  void fetcher.kick();
}

/** The periodic pass: retries with back-off, and files left by a server that stopped (instrumentation). */
export const startFileFetcher = fetcher.start;

/** Server shutdown: no new pass; resolves when the files being fetched are recorded. */
export const stopFileFetcher = fetcher.stop;

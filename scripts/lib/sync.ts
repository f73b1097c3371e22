/**
 * The pull of an agency's feed (issue 15): read the feed from its address or file, hand it to the
 * site's import (which stores only what changed, mails the demands, fetches the photos) and log
 * one line. Once (`npm run sync -- --from …`), or on a schedule with a LISTEN on the database so
 * that `POST /api/import/notify/` starts a run at once (inside `npm start` when SYNC_URL is set).
 */
import { readFile, stat } from 'node:fs/promises';
import pg from 'pg';
import { summaryLine, syncAddress } from '../../src/domain/feed/sync-rules';

const SYNC_CHANNEL = 'vitrine_sync';
const MAX_FEED_BYTES = 20 * 1024 * 1024;

export type SyncOptions = { from: string; site: string; token: string; log?: (line: string) => void };
type State = { etag?: string };

async function readFeed(address: string, state: State, conditional: boolean): Promise<string | null> {
  if (!/^https?:\/\//i.test(address)) {
    if ((await stat(address)).size > MAX_FEED_BYTES)
      throw new Error(`the feed file is larger than ${MAX_FEED_BYTES} bytes`);
    return readFile(address, 'utf8');
  }
  const response = await fetch(address, {
    headers: conditional && state.etag ? { 'if-none-match': state.etag } : {},
    signal: AbortSignal.timeout(60_000),
  });
  if (response.status === 304) return null;
  if (!response.ok) throw new Error(`the feed answered ${response.status}`);
  if (Number(response.headers.get('content-length') ?? 0) > MAX_FEED_BYTES)
    throw new Error(`the feed is larger than ${MAX_FEED_BYTES} bytes`);
  const text = await response.text();
  if (Buffer.byteLength(text) > MAX_FEED_BYTES) throw new Error(`the feed is larger than ${MAX_FEED_BYTES} bytes`);
  if (conditional) state.etag = response.headers.get('etag') ?? undefined;
  return text;
}

/**
 * One run: a pulled feed applies its good records and logs the refused ones (`?partial=1`): a
 * schedule has nobody at hand to fix a record and send the feed again.
 */
export async function syncOnce(options: SyncOptions, ids: number[] = [], state: State = {}): Promise<string> {
  const started = new Date();
  const line = (outcome: Parameters<typeof summaryLine>[2]) =>
    summaryLine(started, Date.now() - started.getTime(), outcome);
  try {
    const body = await readFeed(syncAddress(options.from, ids), state, ids.length === 0);
    if (body === null) return line({ notModified: true });
    const response = await fetch(new URL('/api/import/?partial=1', options.site), {
      method: 'POST',
      headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(300_000),
    });
    const answer = (await response.json().catch(() => ({}))) as { errors?: string[]; refused?: string[] };
    if (!response.ok)
      return line({
        error: `the site refused the feed (${response.status}): ${(answer.errors ?? []).slice(0, 3).join('; ')}`,
      });
    for (const refused of answer.refused ?? []) options.log?.(`  refused: ${refused}`);
    return line({ answer });
  } catch (error) {
    return line({ error: error instanceof Error ? error.message : String(error) });
  }
}

/** Runs every `everyMs`, and soon after a notify names changed ids. `stop` waits for a run in progress. */
export function startSyncLoop(
  options: SyncOptions & { everyMs: number; databaseUrl?: string; firstAfterMs?: number },
): { stop: () => Promise<void> } {
  const log = options.log ?? ((l: string) => console.log(l));
  const state: State = {};
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let listener: pg.Client | undefined;
  const notified = new Set<number>();
  let wholeFeed = false;

  const run = async () => {
    if (stopped || running) return;
    const ids = wholeFeed || !options.from.includes('{ids}') ? [] : [...notified];
    notified.clear();
    wholeFeed = false;
    running = syncOnce({ ...options, log }, ids, state).then(log, (e: unknown) => log(`sync failed: ${String(e)}`));
    await running;
    running = undefined;
  };
  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void run().finally(() => schedule(options.everyMs)), ms);
    timer.unref?.();
  };
  schedule(options.firstAfterMs ?? 5_000);

  if (options.databaseUrl) {
    listener = new pg.Client({ connectionString: options.databaseUrl });
    listener.on('error', () => undefined);
    listener.on('notification', (message) => {
      try {
        const ids = (JSON.parse(message.payload ?? '{}') as { ids?: number[] }).ids;
        if (ids?.length) for (const id of ids) notified.add(id);
        else wholeFeed = true;
      } catch {
        wholeFeed = true;
      }
      schedule(2_000);
    });
    listener
      .connect()
      .then(() => listener!.query(`listen ${SYNC_CHANNEL}`))
      .catch((error: unknown) =>
        log(
          `sync: cannot listen for notifications (${error instanceof Error ? error.message : error}); runs on the schedule only`,
        ),
      );
  }
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
      await listener?.end().catch(() => undefined);
    },
  };
}

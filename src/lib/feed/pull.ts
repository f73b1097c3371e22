import 'server-only';
import { readFile, stat } from 'node:fs/promises';
import type { Db } from '@/db/open';
import { summaryLine, syncAddress } from '@/domain/feed/sync-rules';
import { applyFeedText, MAX_FEED_BYTES } from './request';
import type { FeedSummary } from './apply';

/** The channel on which `POST /api/import/notify/` tells the pull that the software changed something. */
export const SYNC_CHANNEL = 'vitrine_sync';

/** The last answer's ETag, for a conditional read of the whole feed. */
export type PullState = { etag?: string };

export type PullOptions = {
  /** The feed's address (http(s)) or file; `{ids}` for the ids a notify names. */
  from: string;
  db?: Db;
  /** What follows a stored feed: in the site, announceFeed; in a command, the servers told through PostgreSQL. */
  announce: (summary: FeedSummary) => Promise<void>;
  /** Each refused record's line. */
  log?: (line: string) => void;
};

const TOO_LARGE = `the feed is larger than ${MAX_FEED_BYTES} bytes`;

async function readFeed(address: string, state: PullState, conditional: boolean): Promise<string | null> {
  if (!/^https?:\/\//i.test(address)) {
    if ((await stat(address)).size > MAX_FEED_BYTES) throw new Error(TOO_LARGE);
    return readFile(address, 'utf8');
  }
  const response = await fetch(address, {
    headers: conditional && state.etag ? { 'if-none-match': state.etag } : {},
    signal: AbortSignal.timeout(60_000),
  });
  if (response.status === 304) return null;
  if (!response.ok) throw new Error(`the feed answered ${response.status}`);
  if (Number(response.headers.get('content-length') ?? 0) > MAX_FEED_BYTES) throw new Error(TOO_LARGE);
  const text = await response.text();
  if (Buffer.byteLength(text) > MAX_FEED_BYTES) throw new Error(TOO_LARGE);
  if (conditional) state.etag = response.headers.get('etag') ?? undefined;
  return text;
}

/**
 * One pull of the agency's feed (issue 15), applied in this process with the import's checks: its
 * good records are stored and the refused ones logged (a schedule has nobody at hand to fix a
 * record and send the feed again). Returns the run's one line.
 */
export async function pullOnce(options: PullOptions, ids: number[] = [], state: PullState = {}): Promise<string> {
  const started = new Date();
  const line = (outcome: Parameters<typeof summaryLine>[2]) =>
    summaryLine(started, Date.now() - started.getTime(), outcome);
  try {
    const text = await readFeed(syncAddress(options.from, ids), state, ids.length === 0);
    if (text === null) return line({ notModified: true });
    const { status, body } = await applyFeedText(text, { partial: true, db: options.db });
    if ('errors' in body)
      return line({ error: `the feed was refused (${status}): ${body.errors.slice(0, 3).join('; ')}` });
    for (const refused of body.refused ?? []) options.log?.(`  refused: ${refused}`);
    await options.announce(body);
    return line({ answer: body });
  } catch (error) {
    return line({ error: error instanceof Error ? error.message : String(error) });
  }
}

/** What a notify on SYNC_CHANNEL asks for: the ids it names, or the whole feed (`{}` or anything odd). */
export function notifiedIds(payload: string | undefined): number[] | 'all' {
  try {
    const ids = (JSON.parse(payload ?? '{}') as { ids?: unknown }).ids;
    return Array.isArray(ids) && ids.length && ids.every((id) => Number.isInteger(id)) ? (ids as number[]) : 'all';
  } catch {
    return 'all';
  }
}

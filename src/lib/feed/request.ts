import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import type { Db } from '@/db/open';
import { describeIssues, parseFeed } from '@/domain/feed/parse-feed';
import { applyFeed, type FeedSummary } from './apply';

/** A feed larger than this is refused before it is read. */
export const MAX_FEED_BYTES = 20 * 1024 * 1024;

export type FeedAnswer = { status: number; body: { errors: string[] } | FeedSummary };

/** The caller's bearer token against the server's, in constant time. */
export function tokenMatches(header: string | null, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * The import endpoint without its HTTP wrapper: the server's token (IMPORT_TOKEN; none means the
 * import is off) against the caller's, then size, JSON and every record, all checked before
 * anything is stored. A refused record refuses the feed (422, every problem named), unless the
 * caller asked for `partial`: then the good records are stored and the refused ones listed.
 */
export async function feedRequest(
  token: string | undefined,
  request: {
    authorization: string | null;
    contentLength: string | null;
    partial: boolean;
    read: () => Promise<string>;
  },
  db?: Db,
): Promise<FeedAnswer> {
  if (!token)
    return { status: 404, body: { errors: ['the import is not enabled on this server (IMPORT_TOKEN is not set)'] } };
  if (!tokenMatches(request.authorization, token))
    return { status: 401, body: { errors: ['missing or wrong import token'] } };
  if (Number(request.contentLength ?? 0) > MAX_FEED_BYTES)
    return { status: 413, body: { errors: [`the feed is larger than ${MAX_FEED_BYTES} bytes`] } };
  const text = await request.read();
  if (Buffer.byteLength(text) > MAX_FEED_BYTES)
    return { status: 413, body: { errors: [`the feed is larger than ${MAX_FEED_BYTES} bytes`] } };
  return applyFeedText(text, { partial: request.partial, db });
}

/**
 * A feed's text checked whole and applied (the import endpoint, the pull of SYNC_URL, `npm run
 * import`): 400 for what is not JSON, 422 with every problem for a refused feed (or, with `partial`,
 * the good records stored and the refused ones listed), 200 with what changed.
 */
export async function applyFeedText(text: string, options: { partial: boolean; db?: Db }): Promise<FeedAnswer> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { status: 400, body: { errors: [`the feed is not valid JSON: ${(error as Error).message}`] } };
  }
  const parsed = parseFeed(json);
  if (parsed.issues.some((i) => i.list === 'feed'))
    return { status: 422, body: { errors: describeIssues(parsed.issues) } };
  const { summary, issues } = await applyFeed(parsed.feed, parsed.issues, {
    db: options.db,
    partial: options.partial,
    list: Array.isArray(json) ? 'records' : 'properties',
  });
  if (!summary) return { status: 422, body: { errors: describeIssues(issues) } };
  return { status: 200, body: summary };
}

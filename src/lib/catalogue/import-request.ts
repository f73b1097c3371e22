import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { describeIssues, parseImport } from '@/domain/property-import';
import type { Db } from '@/db/open';
import { importProperties, type ImportSummary } from './import';

/** A feed larger than this is refused before it is read. */
export const MAX_FEED_BYTES = 20 * 1024 * 1024;

type Answer = { status: number; body: { errors: string[] } | ImportSummary };

function tokenMatches(header: string | null, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * The import endpoint without its HTTP wrapper: the server's token (IMPORT_TOKEN; none means the
 * import is off) against the caller's, then size, JSON and every record, all checked before
 * anything is stored. Each refusal says what is wrong, per record and field.
 */
export async function importRequest(token: string | undefined, authorization: string | null, contentLength: string | null, read: () => Promise<string>, db?: Db): Promise<Answer> {
  if (!token) return { status: 404, body: { errors: ['the import is not enabled on this server (IMPORT_TOKEN is not set)'] } };
  if (!tokenMatches(authorization, token)) return { status: 401, body: { errors: ['missing or wrong import token'] } };
  if (Number(contentLength ?? 0) > MAX_FEED_BYTES) return { status: 413, body: { errors: [`the feed is larger than ${MAX_FEED_BYTES} bytes`] } };
  const text = await read();
  if (text.length > MAX_FEED_BYTES) return { status: 413, body: { errors: [`the feed is larger than ${MAX_FEED_BYTES} bytes`] } };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { status: 400, body: { errors: [`the feed is not valid JSON: ${(error as Error).message}`] } };
  }
  const parsed = parseImport(json);
  if (parsed.issues.length) return { status: 422, body: { errors: describeIssues(parsed.issues) } };
  const { summary, issues } = await importProperties(parsed.records, db);
  if (!summary) return { status: 422, body: { errors: describeIssues(issues) } };
  return { status: 200, body: summary };
}

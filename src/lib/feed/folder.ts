import 'server-only';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Db } from '@/db/open';
import { describeIssues, parseFeed, type FeedIssue } from '@/domain/feed/parse-feed';
import type { ResolveFile } from '@/domain/feed/folder-paths';
import { fetchDueFiles, fileStatus } from '@/lib/files/worker';
import { applyFeed, type FeedSummary } from './apply';
import { MAX_FEED_BYTES } from './request';

/**
 * A feed folder (docs/feed.md, "Feed folder"): `feed.json` beside its photos and documents, named
 * in it by paths relative to the folder. `npm run import -- folder/` and the demo seed apply one
 * on this machine; the files are read from the folder (never outside it) and made the site's own
 * like any feed file.
 */
function folderResolver(folder: string): ResolveFile {
  const root = realpathSync(folder);
  return (relative) => {
    const wanted = path.resolve(root, relative);
    let real: string;
    try {
      real = realpathSync(wanted);
    } catch {
      return { refused: `no file ${relative} in the feed folder` };
    }
    if (!real.startsWith(root + path.sep)) return { refused: `${relative} lies outside the feed folder` };
    if (!statSync(real).isFile()) return { refused: `${relative} is not a file` };
    return { url: pathToFileURL(real).href };
  };
}

export type FolderResult = { summary?: FeedSummary; issues: FeedIssue[]; errors: string[] };

type ReadFolder = { parsed: ReturnType<typeof parseFeed>; list: 'records' | 'properties' } | { errors: string[] };

/** Reads and checks a feed folder's feed.json without touching the database: its refusals, or the feed. */
function readFeedFolder(folder: string): ReadFolder {
  const file = path.join(folder, 'feed.json');
  let json: unknown;
  try {
    if (statSync(file).size > MAX_FEED_BYTES) return { errors: [`${file} is larger than ${MAX_FEED_BYTES} bytes`] };
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { errors: [`${file}: ${(error as Error).message}`] };
  }
  return {
    parsed: parseFeed(json, { folder: folderResolver(folder) }),
    list: Array.isArray(json) ? 'records' : 'properties',
  };
}

/**
 * What would refuse this folder's feed before anything is stored (its file, its records, its
 * files' paths), as applyFeedFolder would say it; empty when the feed reads well. References to
 * what the database holds are checked when it is applied.
 */
export function feedFolderRefusals(folder: string, options: { partial?: boolean } = {}): string[] {
  const read = readFeedFolder(folder);
  if ('errors' in read) return read.errors;
  const refusing = read.parsed.issues.filter((i) => !options.partial || i.list === 'feed');
  return refusing.length ? describeIssues(refusing) : [];
}

export async function applyFeedFolder(
  db: Db,
  folder: string,
  options: { partial?: boolean; quiet?: boolean; now?: Date } = {},
): Promise<FolderResult> {
  const read = readFeedFolder(folder);
  if ('errors' in read) return { issues: [], errors: read.errors };
  const { parsed, list } = read;
  if (parsed.issues.some((i) => i.list === 'feed'))
    return { issues: parsed.issues, errors: describeIssues(parsed.issues) };
  const { summary, issues } = await applyFeed(parsed.feed, parsed.issues, {
    db,
    partial: options.partial,
    quiet: options.quiet,
    now: options.now,
    list,
  });
  return { summary, issues, errors: summary ? [] : describeIssues(issues) };
}

/**
 * Makes the folder's files (and any other due file) the site's own, in this process: the site's
 * own fetcher leaves file: addresses to the command that has the folder. `progress` hears how many
 * are still to do after each pass.
 */
export async function finishFolderFiles(db: Db, progress?: (pending: number) => void): Promise<{ failed: string[] }> {
  for (;;) {
    const handled = await fetchDueFiles(db, { localFiles: true });
    const status = await fileStatus(db);
    progress?.(status.pending);
    if (!handled || !status.pending) return { failed: status.failed };
  }
}

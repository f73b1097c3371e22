/**
 * `npm run import -- <folder>`: a feed folder (docs/feed.md, "Feed folder") applied on this
 * machine, to the site's database (DATABASE_URL, or the data folder's embedded PostgreSQL), with
 * the same checks and transaction as `POST /api/import/`; its photos and documents are read from
 * the folder and made the site's own here, with a progress bar. The mails it queues (owner
 * invitations) speak with the database's published content. The command then tells the running
 * servers of that database to refresh their pages (running-site.ts: invalidate(tags), through
 * PostgreSQL's NOTIFY).
 */
import 'server-only';
import { readFileSync } from 'node:fs';
import type { Db } from '@/db/open';
import { invalidate } from '@/lib/cache/invalidate';
import { feedTags } from '@/lib/feed/announce';
import { applyFeedFolder, finishFolderFiles } from '@/lib/feed/folder';
import { applyFeedText } from '@/lib/feed/request';
import { fileStatus } from '@/lib/files/worker';
import type { ImportOutput } from './import-report';
import { summaryLines } from './import-report';
import { adoptPublishedContent, REFRESH_LINE } from './running-site';

/** Applies a feed folder to `db` and stores its files, writing the summary to `out`; false when refused. */
export async function applyFeed(
  db: Db,
  folder: string,
  options: { partial: boolean },
  out: ImportOutput,
): Promise<boolean> {
  await adoptPublishedContent(db);
  const result = await applyFeedFolder(db, folder, { partial: options.partial });
  if (!result.summary) {
    out.problem('import refused:');
    for (const line of result.errors) out.problem(`  ${line}`);
    return false;
  }
  for (const line of summaryLines(result.summary)) out.line(line);
  const pending = (await fileStatus(db)).pending;
  const draw = out.progress(pending);
  const { failed } = await finishFolderFiles(db, draw);
  for (const failure of failed) out.line(`  not stored: ${failure}`);
  return true;
}

/**
 * `npm run import -- feed.json`: a feed file applied on this machine to the site's database, with
 * the import's checks and transaction; the photos and documents it names are fetched here with a
 * progress bar (with `wait` false, by the running servers' file fetcher). Returns the exit code.
 */
export async function applyFeedFile(
  db: Db,
  file: string,
  options: { partial: boolean; wait: boolean },
  out: ImportOutput,
): Promise<number> {
  await adoptPublishedContent(db);
  const { status, body } = await applyFeedText(readFileSync(file, 'utf8'), { partial: options.partial, db });
  if ('errors' in body) {
    out.problem(`import refused (${status}):`);
    for (const line of body.errors) out.problem(`  ${line}`);
    return 1;
  }
  for (const line of summaryLines(body)) out.line(line);
  await invalidate(feedTags(body), db);
  out.line(REFRESH_LINE);
  // The photos and documents, made the site's own here (a running server's fetcher shares the work).
  if (body.filesQueued > 0 && options.wait) {
    const { failed } = await finishFolderFiles(db, out.progress(body.filesQueued));
    for (const failure of failed) out.line(`  not stored: ${failure}`);
  }
  return 0;
}

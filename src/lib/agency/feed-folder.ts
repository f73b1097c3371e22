/**
 * `npm run import -- <folder>`: a feed folder (docs/feed.md, "Feed folder") applied on this
 * machine, to the site's database (DATABASE_URL, or the data folder's embedded PostgreSQL), with
 * the same checks and transaction as `POST /api/import/`; its photos and documents are read from
 * the folder and made the site's own here, with a progress bar. The mails it queues (owner
 * invitations) speak with the database's published content. The running servers of that database
 * are then told to refresh their pages (invalidate(tags), through PostgreSQL's NOTIFY).
 */
import type { Db } from '../../src/db/open';
import { openDatabase } from '../../src/db/acquire';
import { progressBar, summaryLines } from './import-report';
import { adoptPublishedContent, REFRESH_LINE, refreshRunningSites } from './running-site';

/** Applies a feed folder to `db` and stores its files, printing the summary; false when refused. */
export async function applyFeed(db: Db, folder: string, options: { partial: boolean }): Promise<boolean> {
  await import('./server-only-off.mjs');
  const { applyFeedFolder, finishFolderFiles } = await import('../../src/lib/feed/folder');
  const { fileStatus } = await import('../../src/lib/files/worker');
  await adoptPublishedContent(db);
  const result = await applyFeedFolder(db, folder, { partial: options.partial });
  if (!result.summary) {
    console.error('import refused:');
    for (const line of result.errors) console.error(`  ${line}`);
    return false;
  }
  for (const line of summaryLines(result.summary)) console.log(line);
  const pending = (await fileStatus(db)).pending;
  const draw = progressBar(pending);
  const { failed } = await finishFolderFiles(db, draw);
  for (const failure of failed) console.log(`  not stored: ${failure}`);
  return true;
}

export async function importFolder(folder: string, options: { partial: boolean }): Promise<number> {
  const handle = await openDatabase();
  try {
    if (!(await applyFeed(handle.db, folder, options))) return 1;
    await refreshRunningSites(handle.db);
    console.log(REFRESH_LINE);
    return 0;
  } finally {
    await handle.close();
  }
}

/**
 * `npm run import -- feed.json`: a feed file applied on this machine to the site's database, with
 * the import's checks and transaction; the photos and documents it names are fetched here with a
 * progress bar (with `wait` false, by the running servers' file fetcher).
 */
export async function importFile(file: string, options: { partial: boolean; wait: boolean }): Promise<number> {
  const handle = await openDatabase();
  try {
    await import('./server-only-off.mjs');
    const { readFileSync } = await import('node:fs');
    const { applyFeedText } = await import('../../src/lib/feed/request');
    const { feedTags } = await import('../../src/lib/feed/announce');
    const { invalidate } = await import('../../src/lib/cache/invalidate');
    await adoptPublishedContent(handle.db);
    const { status, body } = await applyFeedText(readFileSync(file, 'utf8'), {
      partial: options.partial,
      db: handle.db,
    });
    if ('errors' in body) {
      console.error(`import refused (${status}):`);
      for (const line of body.errors) console.error(`  ${line}`);
      return 1;
    }
    for (const line of summaryLines(body)) console.log(line);
    await invalidate(feedTags(body), handle.db);
    console.log(REFRESH_LINE);
    // The photos and documents, made the site's own here (a running server's fetcher shares the work).
    if (body.filesQueued > 0 && options.wait) {
      const { finishFolderFiles } = await import('../../src/lib/feed/folder');
      const { failed } = await finishFolderFiles(handle.db, progressBar(body.filesQueued));
      for (const failure of failed) console.log(`  not stored: ${failure}`);
    }
    return 0;
  } finally {
    await handle.close();
  }
}

/**
 * `npm run import -- <folder>`: a feed folder (docs/feed.md, "Feed folder") applied on this
 * machine, to the site's database (DATABASE_URL, or the data folder's embedded PostgreSQL), with
 * the same checks and transaction as `POST /api/import/`; its photos and documents are read from
 * the folder and made the site's own here, with a progress bar. A running site is then told to
 * refresh its pages (POST /api/revalidate/, signed with SESSION_SECRET).
 */
import { openDatabase } from './database';
import { progressBar, summaryLines } from './import-report';

export async function importFolder(folder: string, options: { partial: boolean; site: string }): Promise<number> {
  await import('./server-only-off.mjs');
  const { applyFeedFolder, finishFolderFiles } = await import('../../src/lib/feed/folder');
  const { fileStatus } = await import('../../src/lib/files/worker');
  const { revalidateToken } = await import('../../src/lib/cache/revalidate-token');
  const handle = await openDatabase();
  try {
    const result = await applyFeedFolder(handle.db, folder, { partial: options.partial });
    if (!result.summary) {
      console.error('import refused:');
      for (const line of result.errors) console.error(`  ${line}`);
      return 1;
    }
    for (const line of summaryLines(result.summary)) console.log(line);
    const pending = (await fileStatus(handle.db)).pending;
    const draw = progressBar(pending);
    const { failed } = await finishFolderFiles(handle.db, draw);
    for (const failure of failed) console.log(`  not stored: ${failure}`);
    const token = revalidateToken();
    const refreshed = token
      ? await fetch(new URL('/api/revalidate/', options.site), {
          method: 'POST',
          headers: { 'x-revalidate-token': token },
          body: '{}',
        }).then(
          (r) => r.ok,
          () => false,
        )
      : false;
    console.log(
      refreshed
        ? `the site at ${options.site} refreshed its pages`
        : `no running site answered at ${options.site} (with this SESSION_SECRET): its pages refresh when it starts`,
    );
    return 0;
  } finally {
    await handle.close();
  }
}

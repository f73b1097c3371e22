/**
 * An agency set up from a folder (issue 29, `npm run agency`): DIR holds the content in the format
 * of `npm run content -- export` (site.json with the brand files beside it, pages/)
 * and optionally a feed folder DIR/feed/ (the format of `npm run import`). Needs server-only-off.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../../src/db/open';
import { exportContentFolder, publishContentFolder, readContentFolder } from './content-folder';
import { removeDemoAccountsFile } from './demo-accounts';
import { applyFeed } from './import-folder';
import { recordedInstallation } from './installation-step';
import { adoptPublishedContent } from './running-site';

export type Applied = {
  demoRemoved: boolean;
  published: number;
  removedPages: number;
  feed: 'applied' | 'refused' | 'none';
};

/**
 * Applies the agency's folder: its content checked first (nothing changes when it is wrong); an
 * installation holding the demo loses it (catalogue, testimonials, owners, leads, demo accounts
 * and their passwords file) and is marked as no longer a demo; the content is published; the feed,
 * if any, is applied with the agency's name in the mails it queues.
 */
export async function applyAgencyFolder(db: Db, dir: string, options: { dataDir: string }): Promise<Applied> {
  await readContentFolder(dir);
  const feedDir = path.join(dir, 'feed');
  const { markInstallation, removeDemo } = await import('../../src/lib/installation/demo');
  const { mark } = await recordedInstallation(db, options.dataDir);
  const demoRemoved = mark?.demo === 'present';
  if (demoRemoved) {
    await removeDemo(db, `agency apply of ${dir}`);
    removeDemoAccountsFile(options.dataDir);
  } else if (!mark) await markInstallation(db, 'none');
  const { published, removed } = await publishContentFolder(db, dir, `agency apply of ${dir}`);
  await adoptPublishedContent(db);
  let feed: Applied['feed'] = 'none';
  if (existsSync(path.join(feedDir, 'feed.json')))
    feed = (await applyFeed(db, feedDir, { partial: false })) ? 'applied' : 'refused';
  return { demoRemoved, published: published.length, removedPages: removed.length, feed };
}

/** Writes the agency's folder: the published content and its brand files (no feed: see README). */
export async function exportAgencyFolder(db: Db, dir: string): Promise<{ pages: number }> {
  return exportContentFolder(db, dir);
}

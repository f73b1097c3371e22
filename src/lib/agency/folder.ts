/**
 * An agency set up from a folder (issue 29, `npm run agency`): DIR holds the content in the format
 * of `npm run content -- export` (site.json with the brand files beside it, pages/)
 * and optionally a feed folder DIR/feed/ (the format of `npm run import`).
 */
import 'server-only';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '@/db/open';
import { prepareContentFolder, publishFolderContent } from '@/lib/content/folder';
import { feedFolderRefusals } from '@/lib/feed/folder';
import { markInstallation, removeDemo } from '@/lib/installation/demo';
import { recordedInstallation, type ExampleAgency } from '@/lib/installation/prepare';
import { ContentError } from '@/lib/content/load';
import { exportContentFolder } from './content-folder';
import { applyFeed } from './feed-folder';
import type { ImportOutput } from './import-report';
import { adoptPublishedContent } from './running-site';

export type Applied = {
  demoRemoved: boolean;
  published: number;
  removedPages: number;
  feed: 'applied' | 'refused' | 'none';
};

export type ApplyOptions = {
  dataDir: string;
  /**
   * The example agency an installation of this machine may hold (the command passes the demo:
   * scripts/lib/demo-step.ts): it records whether a database of an earlier version holds it.
   */
  example?: ExampleAgency;
  /** Removes what the example keeps outside the database (the demo's accounts file), once it is removed. */
  removeExampleFiles?: (dataDir: string) => void;
  /** Where the feed's lines go (its summary, refusals and the files' progress). */
  out: ImportOutput;
};

/** A file of a message as its reader finds it: from the working directory when inside it, else in full. */
function readable(file: string): string {
  return file.startsWith('..') ? path.resolve(file) : file;
}

/**
 * The agency's folder is refused before anything changes: every problem of every file, each as
 * `file: field: reason`.
 */
export class AgencyFolderRefused extends Error {
  constructor(readonly reasons: string[]) {
    super(
      `the agency folder is refused, nothing was changed (${reasons.length} ${reasons.length === 1 ? 'problem' : 'problems'}):\n  ${reasons.join('\n  ')}`,
    );
  }
}

/**
 * Applies the agency's folder. Everything that can be checked without the database is checked
 * first, so nothing changes when it is wrong: the content's JSON, its logo and icon (read, cleaned
 * and stored), and the feed's file, records and paths. Then an installation holding the demo loses
 * it (catalogue, testimonials, owners, leads, demo accounts and, through `removeExampleFiles`,
 * their passwords file) and is marked as no longer a demo; the content is published; the feed, if
 * any, is applied with the agency's name in the mails it queues.
 */
export async function applyAgencyFolder(db: Db, dir: string, options: ApplyOptions): Promise<Applied> {
  const feedDir = path.join(dir, 'feed');
  const hasFeed = existsSync(path.join(feedDir, 'feed.json'));
  const prepared = await prepareContentFolder(dir).catch((error: unknown) => {
    if (error instanceof ContentError) return error;
    throw error;
  });
  const refusals = [
    ...(prepared instanceof ContentError
      ? prepared.all.flatMap(({ file, problems }) => problems.map((p) => `${readable(file)}: ${p}`))
      : []),
    ...(hasFeed ? feedFolderRefusals(feedDir).map((r) => `${path.join(feedDir, 'feed.json')}: ${r}`) : []),
  ];
  if (refusals.length || prepared instanceof ContentError) throw new AgencyFolderRefused(refusals);
  const { mark } = await recordedInstallation(db, options.dataDir, options.example);
  const demoRemoved = mark?.demo === 'present';
  if (demoRemoved) {
    await removeDemo(db, `agency apply of ${dir}`);
    options.removeExampleFiles?.(options.dataDir);
  } else if (!mark) await markInstallation(db, 'none');
  const { published, removed } = await publishFolderContent(
    db,
    prepared.content,
    `agency apply of ${dir}`,
    prepared.pictures,
  );
  await adoptPublishedContent(db);
  const feed: Applied['feed'] = !hasFeed
    ? 'none'
    : (await applyFeed(db, feedDir, { partial: false }, options.out))
      ? 'applied'
      : 'refused';
  return { demoRemoved, published: published.length, removedPages: removed.length, feed };
}

/** Writes the agency's folder: the published content and its brand files (no feed: see README). */
export async function exportAgencyFolder(
  db: Db,
  dir: string,
): Promise<{ pages: number; pictures: string[]; warnings: string[] }> {
  return exportContentFolder(db, dir);
}

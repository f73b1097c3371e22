import 'server-only';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '@/db/open';
import { storeBrandFiles, writeBrandFiles } from './brand-files';
import { adoptContentPictures } from '@/lib/media/library';
import { loadContent, type Content } from './load';
import { importContent, publishedContent } from './store';

/**
 * A content folder (the format of examples/starter: site.json with its brand files beside it,
 * pages/*.json; an older folder's routing.json gives its languages) into the database and back: `npm run content -- import/export DIR`,
 * the first start of an empty database, and `npm run agency -- apply/export DIR`.
 */

/**
 * Checks the folder `dir` as at start-up (a ContentError names the file, the field and the
 * reason) and stores its brand files: the content ready to publish, nothing published yet.
 * `content`: the folder already read (the start checks it first).
 */
export async function prepareContentFolder(
  dir: string,
  content: Content = loadContent(path.resolve(dir)),
): Promise<{ content: Content; warnings: string[] }> {
  const { site, warnings } = await storeBrandFiles(content.site, path.resolve(dir));
  return { content: { ...content, site }, warnings };
}

/**
 * Checks the folder `dir` (nothing is stored when it is wrong), stores its brand files, and
 * publishes it: what is new or changed is published with a version, pages the folder lacks are
 * taken off the site. The pictures it shows join the picture library (its logo and icon too).
 */
export async function importContentFolder(
  db: Db,
  dir: string,
  actor: string,
  content?: Content,
): Promise<{ published: string[]; removed: string[]; warnings: string[] }> {
  const prepared = await prepareContentFolder(dir, content);
  const outcome = await publishFolderContent(db, prepared.content, actor);
  return { ...outcome, warnings: prepared.warnings };
}

/**
 * A prepared folder's content published, and the pictures it shows (its logo and icon too) taken
 * into the picture library.
 */
export async function publishFolderContent(db: Db, content: Content, actor: string) {
  const outcome = await importContent(db, content, actor);
  await adoptContentPictures(db, actor);
  return outcome;
}

/**
 * Writes the published content to `dir` in the same form: site.json (its languages in it, its logo
 * and icon as files beside it) and one file per page.
 * Null when the database holds no content yet.
 */
export async function exportContentFolder(
  db: Db,
  dir: string,
): Promise<{ pages: number; brandFiles: string[]; warnings: string[] } | null> {
  const current = await publishedContent(db);
  if (!current) return null;
  mkdirSync(path.join(dir, 'pages'), { recursive: true });
  const write = (file: string, data: unknown) => writeFileSync(path.join(dir, file), `${JSON.stringify(data, null, 2)}\n`);
  const { site, files, warnings } = await writeBrandFiles(current.site, dir);
  write('site.json', site);
  for (const page of current.pages) write(`pages/${String(page.sort).padStart(2, '0')}-${page.name}.json`, page);
  return { pages: current.pages.length, brandFiles: files, warnings };
}

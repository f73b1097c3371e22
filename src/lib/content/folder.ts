import 'server-only';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '@/db/open';
import { storeBrandFiles, writeBrandFiles } from './brand-files';
import { adoptContentPictures } from '@/lib/media/library';
import {
  type FolderPicture, storeFolderPictures, takeFolderPicturesIntoLibrary, writeFolderPictures } from './folder-pictures';
import { ContentError, inspectContentFolder, type Content, type FileProblems } from './load';
import type { MenuPage } from '@/domain/content/schema';
import { folderJsonSchemas, PAGE_SCHEMA_FILE, schemaText, SITE_SCHEMA_FILE } from '@/domain/content/folder-json-schema';
import { importContent, publishedContent } from './store';

/**
 * A content folder (the format of examples/starter: site.json with its brand files beside it,
 * pages/*.json; an older folder's routing.json gives its languages) into the database and back: `npm run content -- import/export DIR`,
 * the first start of an empty database, and `npm run agency -- apply/export DIR`.
 */

/**
 * Checks the folder `dir` as at start-up and stores its pictures: its logo and icon, and every
 * picture a document names by a file beside it (site.json's in the folder, a page's in pages/),
 * checked by its content. Every problem of every file is found in one run: a ContentError names
 * each file, field and reason. The content comes back ready to publish, nothing published yet.
 * `content`: the folder already read (the start checks it first).
 */
export async function prepareContentFolder(
  dir: string,
  content?: Content,
): Promise<{ content: Content; warnings: string[]; pictures: FolderPicture[] }> {
  const root = path.resolve(dir);
  // Files as load.ts names them (their problems are merged by file); folders as their reader finds them.
  const shown = (file: string) => path.relative(process.cwd(), path.join(root, file)) || file;
  const place = (folder: string) => readableDir(path.join(root, folder));
  const inspected = content
    ? { site: content.site, pages: pageFiles(root).map((file, i) => ({ file, page: content.pages[i] })), problems: [] }
    : inspectContentFolder(root);
  const problems: FileProblems[] = [...inspected.problems];
  const pictures: FolderPicture[] = [];
  const warnings: string[] = [];
  let site = inspected.site;
  if (site) {
    try {
      const stored = await storeBrandFiles(site, root);
      site = stored.site;
      warnings.push(...stored.warnings);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push({ file: shown('site.json'), problems: error.problems });
    }
    const made = await storeFolderPictures(site, 'site', root, place('.'));
    site = made.body;
    pictures.push(...made.pictures);
    problems.push({ file: shown('site.json'), problems: made.problems });
  }
  // A file that does not pass its schema still has its pictures checked: every problem at once.
  const named = (file: string) =>
    new Set(inspected.problems.filter((p) => p.file === shown(file)).flatMap((p) => p.problems.map((q) => q.split(': ')[0])));
  const unnamed = async (file: string, kind: 'site' | 'page') =>
    (await rawPictureProblems(root, file, kind)).filter((p) => !named(file).has(p.split(': ')[0]));
  if (!site) problems.push({ file: shown('site.json'), problems: await unnamed('site.json', 'site') });
  const pages: MenuPage[] = [];
  for (const { file, page } of inspected.pages) {
    if (!page) {
      problems.push({ file: shown(file), problems: await unnamed(file, 'page') });
      continue;
    }
    const made = await storeFolderPictures(page, 'page', path.join(root, 'pages'), place('pages'));
    pages.push(made.body);
    pictures.push(...made.pictures);
    problems.push({ file: shown(file), problems: made.problems });
  }
  const error = ContentError.of(problems);
  if (error) throw error;
  return { content: { site: site!, pages }, warnings, pictures };
}

/** The picture problems of a file that could not be read as its schema says (none when it is not JSON). */
async function rawPictureProblems(root: string, file: string, kind: 'site' | 'page'): Promise<string[]> {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  } catch {
    return [];
  }
  const dir = path.dirname(path.join(root, file));
  return (await storeFolderPictures(raw, kind, dir, readableDir(dir))).problems;
}

/** A folder as its reader finds it: from the working directory when inside it, else in full. */
function readableDir(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  return relative.startsWith('..') ? path.resolve(dir) : relative || '.';
}

/** The page files of the folder `root`, in the order they are read (`pages/…json`). */
function pageFiles(root: string): string[] {
  return readdirSync(path.join(root, 'pages'))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => `pages/${f}`);
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
  const outcome = await publishFolderContent(db, prepared.content, actor, prepared.pictures);
  return { ...outcome, warnings: prepared.warnings };
}

/**
 * A prepared folder's content published, and the pictures it shows (its logo and icon too) taken
 * into the picture library.
 */
export async function publishFolderContent(db: Db, content: Content, actor: string, pictures: FolderPicture[] = []) {
  const outcome = await importContent(db, content, actor);
  await takeFolderPicturesIntoLibrary(db, pictures, actor);
  await adoptContentPictures(db, actor);
  return outcome;
}

/**
 * Writes the published content to `dir` in the same form: site.json (its languages in it, its logo
 * and icon and its pictures as files beside it), one file per page (its pictures as files of
 * pages/), and the JSON Schemas each file names.
 * Null when the database holds no content yet.
 */
export async function exportContentFolder(
  db: Db,
  dir: string,
): Promise<{ pages: number; brandFiles: string[]; pictures: string[]; warnings: string[] } | null> {
  const current = await publishedContent(db);
  if (!current) return null;
  mkdirSync(path.join(dir, 'pages'), { recursive: true });
  const write = (file: string, data: unknown) => writeFileSync(path.join(dir, file), `${JSON.stringify(data, null, 2)}\n`);
  for (const [file, schema] of Object.entries(folderJsonSchemas())) writeFileSync(path.join(dir, file), schemaText(schema));
  const brand = await writeBrandFiles(current.site, dir);
  const site = await writeFolderPictures(db, brand.site, 'site', dir, '');
  const warnings = [...brand.warnings, ...site.warnings];
  const pictures = [...site.files];
  write('site.json', { $schema: `./${SITE_SCHEMA_FILE}`, ...site.body });
  for (const page of current.pages) {
    const stem = `${String(page.sort).padStart(2, '0')}-${page.name}`;
    const made = await writeFolderPictures(db, page, 'page', path.join(dir, 'pages'), stem);
    warnings.push(...made.warnings);
    pictures.push(...made.files.map((f) => `pages/${f}`));
    write(`pages/${stem}.json`, { $schema: `../${PAGE_SCHEMA_FILE}`, ...made.body });
  }
  return { pages: current.pages.length, brandFiles: brand.files, pictures, warnings };
}

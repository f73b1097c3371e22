/**
 * The site's words between the database and a folder in the format of the content folder
 * (site.json, routing.json, pages/, and the brand files beside site.json): shared by
 * `npm run content` and `npm run agency`. Needs server-only-off.
 */
import { isDeepStrictEqual } from 'node:util';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import builtRouting from '../../content/routing.json';
import type { Db } from '../../src/db/open';
import type { Content } from '../../src/lib/content/load';

/** The folder checked as at start-up (file, field and reason on a problem); nothing is stored. */
export async function readContentFolder(dir: string): Promise<Content> {
  const { loadContent } = await import('../../src/lib/content/load');
  const routingFile = path.join(dir, 'routing.json');
  // The languages and system paths are compiled into the build.
  const routing = JSON.parse(readFileSync(routingFile, 'utf8')) as unknown;
  if (!isDeepStrictEqual(routing, builtRouting))
    throw new Error(
      `${routingFile}: differs from content/routing.json the site was built with; rebuild after changing languages or paths`,
    );
  return loadContent(path.resolve(dir));
}

/** Publishes the folder's content (pages it does not hold are taken off the site). */
export async function publishContentFolder(db: Db, dir: string, actor: string) {
  const { importContent } = await import('../../src/lib/content/store');
  const content = await readContentFolder(dir);
  // Brand files beside site.json (issue 29, the brand part): stored by the brand step when there is one.
  await importBrandFiles(db, dir, content);
  return { content, ...(await importContent(db, content, actor)) };
}

/** Writes the published site settings and pages (and the brand files) to `dir`. */
export async function exportContentFolder(db: Db, dir: string): Promise<{ pages: number }> {
  const { publishedContent } = await import('../../src/lib/content/store');
  const current = await publishedContent(db, builtRouting as never);
  if (!current) throw new Error('the database holds no content yet: start the site once or import a folder');
  mkdirSync(path.join(dir, 'pages'), { recursive: true });
  const write = (file: string, data: unknown) =>
    writeFileSync(path.join(dir, file), `${JSON.stringify(data, null, 2)}\n`);
  write('site.json', current.site);
  write('routing.json', builtRouting);
  for (const page of current.pages) write(`pages/${String(page.sort).padStart(2, '0')}-${page.name}.json`, page);
  await exportBrandFiles(db, dir, current);
  return { pages: current.pages.length };
}

/**
 * BRAND FILES (issue 29, the brand step): the logo and icon as files beside site.json. On import
 * the brand step stores them and points site.json's brand at them; until it exists, site.json's
 * brand names site paths and there is nothing more to store.
 */
const importBrandFiles: (db: Db, dir: string, content: Content) => Promise<void> = async () => undefined;

/** On export: the brand images site.json names that are files of public/, copied beside site.json. */
async function exportBrandFiles(_db: Db, dir: string, content: Content): Promise<void> {
  for (const image of [content.site.brand.logo, content.site.brand.icon]) {
    const file = image && path.join('public', image.url);
    if (file && existsSync(file)) copyFileSync(file, path.join(dir, path.basename(file)));
  }
}

/**
 * The site's words between the database and a folder in the format of `content/` (issue 16):
 * - `npm run content -- export DIR`: the published site settings and pages, as files an agency can
 *   keep under version control;
 * - `npm run content -- import DIR`: the folder checked as at start-up (file, field and reason on a
 *   problem, nothing stored), then published on the running site, every server within a second.
 * The languages are site settings (`languages` in site.json). A folder may still hold a routing.json
 * of an earlier version: its languages are taken when site.json has none, and its system paths
 * must be the build's (src/i18n/system-paths.json), or the folder is refused (lib/content/load.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { acquireDatabase } from './lib/database';
import { openDb } from '../src/db/open';

const [command, dir] = process.argv.slice(2);
if (!dir || (command !== 'export' && command !== 'import')) {
  console.error('usage: npm run content -- export DIR   or   npm run content -- import DIR');
  process.exit(2);
}

await import('./lib/server-only-off.mjs');
const { ContentError, loadContent } = await import('../src/lib/content/load');
const { importContent, publishedContent } = await import('../src/lib/content/store');

const database = await acquireDatabase();
const handle = openDb({ databaseUrl: database.url, poolSize: 2 });
let code = 0;
try {
  await handle.migrate();
  if (command === 'export') {
    const current = await publishedContent(handle.db);
    if (!current) throw new Error('the database holds no content yet: start the site once or import a folder');
    mkdirSync(path.join(dir, 'pages'), { recursive: true });
    const write = (file: string, data: unknown) =>
      writeFileSync(path.join(dir, file), `${JSON.stringify(data, null, 2)}\n`);
    write('site.json', current.site);
    for (const page of current.pages) write(`pages/${String(page.sort).padStart(2, '0')}-${page.name}.json`, page);
    console.log(`exported the site settings and ${current.pages.length} pages to ${dir}`);
  } else {
    const content = loadContent(path.resolve(dir));
    const { published, removed } = await importContent(handle.db, content, `content import of ${dir}`);
    console.log(`imported ${dir}: ${published.length} documents published, ${removed.length} pages taken off the site`);
  }
} catch (error) {
  console.error(error instanceof ContentError || error instanceof Error ? error.message : error);
  code = 1;
} finally {
  await handle.close();
  await database.release();
}
process.exit(code);

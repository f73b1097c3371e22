/**
 * The site's words between the database and a folder in the format of the content folder (issue 16):
 * - `npm run content -- export DIR`: the published site settings and pages, as files an agency can
 *   keep under version control;
 * - `npm run content -- import DIR`: the folder checked as at start-up (file, field and reason on a
 *   problem, nothing stored), then published on the running site, every server within a second.
 * The languages are site settings (`languages` in site.json). A folder may still hold a routing.json
 * of an earlier version: its languages are taken when site.json has none, and its system paths
 * must be the build's (src/i18n/system-paths.json), or the folder is refused (lib/content/load.ts).
 * The folder functions: src/lib/agency/content-folder.ts.
 */
import { acquireDatabase } from '../src/db/acquire';
import { openDb } from '../src/db/open';

const [command, dir] = process.argv.slice(2);
if (!dir || (command !== 'export' && command !== 'import')) {
  console.error('usage: npm run content -- export DIR   or   npm run content -- import DIR');
  process.exit(2);
}

await import('./lib/server-only-off.mjs');
const { exportContentFolder, publishContentFolder } = await import('../src/lib/agency/content-folder');

const database = await acquireDatabase();
const handle = openDb({ databaseUrl: database.url, poolSize: 2 });
let code = 0;
try {
  await handle.migrate();
  if (command === 'export') {
    const written = await exportContentFolder(handle.db, dir);
    for (const warning of written.warnings) console.warn(`warning: ${warning}`);
    const files = written.brandFiles.length ? ` (with ${written.brandFiles.join(', ')})` : '';
    const pictures = written.pictures.length ? ` and ${written.pictures.length} pictures` : '';
    console.log(`exported the site settings${files}, ${written.pages} pages${pictures} to ${dir}`);
  } else {
    const { published, removed, warnings } = await publishContentFolder(handle.db, dir, `content import of ${dir}`);
    for (const warning of warnings) console.warn(`warning: ${warning}`);
    console.log(`imported ${dir}: ${published.length} documents published, ${removed.length} pages taken off the site`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  code = 1;
} finally {
  await handle.close();
  await database.release();
}
process.exit(code);

/**
 * One command sets up an agency from a folder (issue 29), with the environment of `npm start`
 * (PORT, PGPORT, DATA_DIR, DATABASE_URL), the site running or stopped:
 * - `npm run agency -- apply DIR`: DIR's content (site.json, brand files, pages/)
 *   published and its feed folder DIR/feed/ (if any) applied; an installation holding the demo
 *   loses it first. A running site on this machine refreshes its pages.
 * - `npm run agency -- export DIR`: the published content and brand files written to DIR.
 * The steps: src/lib/agency/; the demo (an example of this repository) is this command's to name.
 */
import { parseEnv } from '../src/env';
import { openDatabase } from '../src/db/acquire';
import { removeDemoAccountsFile } from './lib/demo-accounts';
import { demoAgency } from './lib/demo-step';

const [command, dir] = process.argv.slice(2);
if (!dir || (command !== 'apply' && command !== 'export')) {
  console.error('usage: npm run agency -- apply DIR   or   npm run agency -- export DIR');
  process.exit(2);
}

const env = parseEnv({ ...process.env, NEXT_PHASE: 'phase-production-build' });
await import('./lib/server-only-off.mjs');
const { applyAgencyFolder, exportAgencyFolder } = await import('../src/lib/agency/folder');
const { TERMINAL } = await import('../src/lib/agency/import-report');
const { REFRESH_LINE, refreshRunningSites } = await import('../src/lib/agency/running-site');
const handle = await openDatabase();
let code = 0;
try {
  if (command === 'export') {
    const { pages } = await exportAgencyFolder(handle.db, dir);
    console.log(`exported the site settings, brand files and ${pages} pages to ${dir} (the catalogue is not exported)`);
  } else {
    const done = await applyAgencyFolder(handle.db, dir, {
      dataDir: env.DATA_DIR,
      example: demoAgency(),
      removeExampleFiles: removeDemoAccountsFile,
      out: TERMINAL,
    });
    if (done.demoRemoved)
      console.log('the demo agency was removed: catalogue, testimonials, owners, leads, demo accounts');
    console.log(
      `content of ${dir}: ${done.published} documents published, ${done.removedPages} pages taken off the site`,
    );
    if (done.feed === 'refused') code = 1;
    if (done.feed === 'none') console.log(`no feed folder (${dir}/feed/feed.json): the catalogue is as it was`);
    await refreshRunningSites(handle.db);
    console.log(REFRESH_LINE);
    console.log('next: npm run staff -- add EMAIL --admin (the first admin), if there is none yet');
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  code = 1;
} finally {
  await handle.close();
}
process.exit(code);

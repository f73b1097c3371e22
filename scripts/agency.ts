/**
 * One command sets up an agency from a folder (issue 29, issue 44), with the environment of
 * `npm start` (PORT, PGPORT, DATA_DIR, DATABASE_URL), the site running or stopped:
 * - `npm run agency -- new DIR [--languages fr,en]`: a copy of the neutral starter (examples/starter) to
 *   fill in; with --languages, its texts in those languages only and the first the site's default.
 * - `npm run agency -- apply DIR`: DIR's content (site.json, its logo, icon and pictures, pages/
 *   and their pictures) published and its feed folder DIR/feed/ (if any) applied; an installation
 *   holding the demo loses it first. Every problem of every file is said at once, nothing changed.
 *   A running site on this machine refreshes its pages.
 * - `npm run agency -- export DIR`: the published content, brand files and every picture written to DIR.
 * - `npm run agency -- schema`: the folder's JSON Schemas, made from the checks, written to examples/starter.
 * The steps: src/lib/agency/; the folder's every field: docs/agency-folder.md.
 */
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from '../src/env';
import { openDatabase } from '../src/db/acquire';
import { folderJsonSchemas, schemaText } from '../src/domain/content/folder-json-schema';
import { keepLanguages, parseLanguageList, siteInLanguages } from '../src/domain/content/starter-languages';
import { removeDemoAccountsFile } from './lib/demo-accounts';
import { demoAgency } from './lib/demo-step';

const STARTER = 'examples/starter';
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const writeJson = (file: string, data: unknown) => writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
const USAGE =
  'usage: npm run agency -- new DIR [--languages fr,en] | apply DIR | export DIR | schema   (every field: docs/agency-folder.md)';
const [command, dir] = process.argv.slice(2);
if (command === 'schema') {
  for (const [file, schema] of Object.entries(folderJsonSchemas())) {
    writeFileSync(path.join(STARTER, file), schemaText(schema));
    console.log(`wrote ${STARTER}/${file}`);
  }
  process.exit(0);
}
if (!dir || (command !== 'apply' && command !== 'export' && command !== 'new')) {
  console.error(USAGE);
  process.exit(2);
}
if (command === 'new') {
  if (existsSync(dir) && readdirSync(dir).length) {
    console.error(`${dir} is not empty: choose a new folder`);
    process.exit(1);
  }
  const at = process.argv.indexOf('--languages');
  const languages = at > 0 ? parseLanguageList(process.argv[at + 1] ?? '') : null;
  if (typeof languages === 'string') {
    console.error(languages);
    process.exit(2);
  }
  cpSync(STARTER, dir, { recursive: true });
  if (languages) {
    // Every text in the agency's languages only, so that no field of another language is asked.
    const site = path.join(dir, 'site.json');
    writeJson(site, siteInLanguages(readJson(site) as Record<string, unknown>, languages));
    for (const file of readdirSync(path.join(dir, 'pages')).filter((f) => f.endsWith('.json'))) {
      const page = path.join(dir, 'pages', file);
      writeJson(page, keepLanguages(readJson(page), languages));
    }
  }
  console.log(
    `${dir}: a copy of the neutral starter${languages ? ` in ${languages.join(', ')}` : ''}. Fill in site.json and pages/ (every field: docs/agency-folder.md),`,
  );
  console.log(`put your pictures beside them, then: npm run agency -- apply ${dir}`);
  process.exit(0);
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
    const { pages, pictures, warnings } = await exportAgencyFolder(handle.db, dir);
    for (const warning of warnings) console.warn(`warning: ${warning}`);
    console.log(
      `exported the site settings, brand files, ${pages} pages and ${pictures.length} ${pictures.length === 1 ? 'picture' : 'pictures'} to ${dir} (the catalogue is not exported)`,
    );
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

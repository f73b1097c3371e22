/**
 * Brings a feed (docs/feed.md) to the site:
 * - `npm run import -- <folder>`: a feed folder (feed.json with its photos and documents) applied
 *   on this machine to the site's database (src/lib/agency/feed-folder.ts);
 * - `npm run import -- feed.json`: a feed file applied on this machine to the site's database, the
 *   running servers told through PostgreSQL (their file fetcher then makes the photos their own);
 * - `IMPORT_TOKEN=… npm run import -- feed.json --url https://site.example`: a feed file sent to
 *   another site's `POST /api/import/`, as the agency's software would (the token is that site's).
 * Either way the whole feed is checked and stored in one transaction (with --partial: its good
 * records), matching search demands are mailed and new owners invited; this prints the answer, or
 * every problem by record and field, then follows the photos and documents with a progress bar
 * until they are the site's own (--no-wait: do not).
 */
import { readFileSync, statSync } from 'node:fs';
import { openDatabase } from '../src/db/acquire';

await import('./lib/server-only-off.mjs');
const { progressBar, summaryLines, TERMINAL } = await import('../src/lib/agency/import-report');

const args = process.argv.slice(2);
const urlAt = args.indexOf('--url');
const file = args.find((a, i) => !a.startsWith('--') && (urlAt < 0 || i !== urlAt + 1));
const base = urlAt >= 0 ? args[urlAt + 1]! : '';
const token = process.env.IMPORT_TOKEN;
const usage =
  'usage: npm run import -- <feed folder>|feed.json [--partial] [--no-wait]   or   IMPORT_TOKEN=… npm run import -- feed.json --url https://site.example [--partial] [--no-wait]';

if (!file) {
  console.error(usage);
  process.exit(2);
}
/** On this machine, to the site's database: a feed folder (`folder` true) or a feed file; the exit code. */
async function importHere(folder: boolean): Promise<number> {
  const { applyFeed, applyFeedFile } = await import('../src/lib/agency/feed-folder');
  const { REFRESH_LINE, refreshRunningSites } = await import('../src/lib/agency/running-site');
  const handle = await openDatabase();
  try {
    const partial = args.includes('--partial');
    if (!folder) return await applyFeedFile(handle.db, file!, { partial, wait: !args.includes('--no-wait') }, TERMINAL);
    if (!(await applyFeed(handle.db, file!, { partial }, TERMINAL))) return 1;
    await refreshRunningSites(handle.db);
    console.log(REFRESH_LINE);
    return 0;
  } finally {
    await handle.close();
  }
}

if (statSync(file, { throwIfNoEntry: false })?.isDirectory()) process.exit(await importHere(true));
if (urlAt < 0) process.exit(await importHere(false));
if (!token) {
  console.error(usage);
  process.exit(2);
}

const address = new URL('/api/import/', base);
if (args.includes('--partial')) address.searchParams.set('partial', '1');
const response = await fetch(address, {
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: readFileSync(file, 'utf8'),
});
const answer = (await response
  .json()
  .catch(() => ({ errors: [`the server answered ${response.status} without JSON`] }))) as Record<string, unknown>;
if (!response.ok) {
  console.error(`import refused (${response.status}):`);
  for (const line of (answer.errors as string[] | undefined) ?? []) console.error(`  ${line}`);
  process.exit(1);
}
for (const line of summaryLines(answer)) console.log(line);

/** The photos and documents the site fetches in the background: a progress bar until none is pending. */
async function follow(total: number): Promise<void> {
  const status = new URL('/api/import/status/', base);
  const draw = progressBar(total);
  for (;;) {
    const state = (await (await fetch(status, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      pending: number;
      failed: string[];
    };
    draw(state.pending);
    if (state.pending === 0) {
      for (const failure of state.failed) console.log(`  not fetched: ${failure}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

const queued = Number(answer.filesQueued ?? 0);
if (queued > 0 && !args.includes('--no-wait')) await follow(queued);

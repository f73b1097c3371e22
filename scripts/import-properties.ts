/**
 * Sends a feed (docs/feed.md) to a running site:
 * `IMPORT_TOKEN=… npm run import -- feed.json [--url http://localhost:3000] [--partial]`.
 * The token is the server's IMPORT_TOKEN. The server checks the whole feed, stores it in one
 * transaction (with --partial: its good records), mails the matching search demands and invites
 * new owners; this prints its answer, or every problem by record and field, then follows the
 * background fetch of the feed's photos and documents with a progress bar (--no-wait: do not).
 */
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const urlAt = args.indexOf('--url');
const file = args.find((a, i) => !a.startsWith('--') && i !== urlAt + 1);
const base = (urlAt >= 0 ? args[urlAt + 1] : undefined) ?? process.env.SITE_URL ?? 'http://localhost:3000';
const token = process.env.IMPORT_TOKEN;

if (!file || !token) {
  console.error('usage: IMPORT_TOKEN=… npm run import -- feed.json [--url http://localhost:3000] [--partial] [--no-wait]');
  process.exit(2);
}

const address = new URL('/api/import/', base);
if (args.includes('--partial')) address.searchParams.set('partial', '1');
const response = await fetch(address, {
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: readFileSync(file, 'utf8'),
});
const answer = (await response.json().catch(() => ({ errors: [`the server answered ${response.status} without JSON`] }))) as Record<string, unknown>;
if (!response.ok) {
  console.error(`import refused (${response.status}):`);
  for (const line of (answer.errors as string[] | undefined) ?? []) console.error(`  ${line}`);
  process.exit(1);
}
type Counts = Record<string, number[] | number | undefined>;
const n = (from: Counts | undefined, key: string) => ((from?.[key] as number[] | undefined) ?? []).length;
const projects = answer.projects as Counts | undefined;
const owners = answer.owners as Counts | undefined;
console.log(
  `properties: ${n(answer as Counts, 'created')} new, ${n(answer as Counts, 'changed')} changed, ${n(answer as Counts, 'withdrawn')} withdrawn, ${n(answer as Counts, 'unchanged')} unchanged; ` +
    `projects: ${n(projects, 'created')} new, ${n(projects, 'changed')} changed; owners: ${n(owners, 'created')} new (${String(owners?.invited ?? 0)} invited), ${n(owners, 'changed')} changed; ` +
    `${String(answer.mailsQueued)} search-demand mails queued`,
);
for (const line of (answer.refused as string[] | undefined) ?? []) console.log(`  refused: ${line}`);

/** The photos and documents the site fetches in the background: a progress bar until none is pending. */
async function follow(total: number): Promise<void> {
  const status = new URL('/api/import/status/', base);
  const width = 30;
  let last = '';
  for (;;) {
    const answer = (await (await fetch(status, { headers: { authorization: `Bearer ${token}` } })).json()) as { pending: number; failed: string[] };
    const done = Math.max(0, total - answer.pending);
    const filled = total ? Math.round((done / total) * width) : width;
    const line = `files: [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`;
    if (line !== last) process.stdout.write(process.stdout.isTTY ? `\r${line}` : `${line}\n`);
    last = line;
    if (answer.pending === 0) {
      if (process.stdout.isTTY) process.stdout.write('\n');
      for (const failure of answer.failed) console.log(`  not fetched: ${failure}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

const queued = Number(answer.filesQueued ?? 0);
if (queued > 0 && !args.includes('--no-wait')) await follow(queued);

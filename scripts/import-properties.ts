/**
 * Sends a property feed to a running site: `npm run import -- feed.json [--url http://localhost:3000]`.
 * The token is IMPORT_TOKEN (the same value the server has). The server checks the whole feed,
 * stores it in one transaction and mails the matching search demands; this prints its answer.
 */
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
const urlFlag = args.indexOf('--url');
const base = (urlFlag >= 0 ? args[urlFlag + 1] : undefined) ?? process.env.SITE_URL ?? 'http://localhost:3000';
const token = process.env.IMPORT_TOKEN;

if (!file || !token) {
  console.error('usage: IMPORT_TOKEN=… npm run import -- feed.json [--url http://localhost:3000]');
  process.exit(2);
}

const response = await fetch(new URL('/api/import', base), {
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
const list = (key: string) => ((answer[key] as number[] | undefined) ?? []).length;
console.log(`imported: ${list('created')} new, ${list('changed')} changed, ${list('withdrawn')} withdrawn, ${list('unchanged')} unchanged; ${String(answer.mailsQueued)} search-demand mails queued`);

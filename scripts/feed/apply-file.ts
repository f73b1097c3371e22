/**
 * Applies a feed file straight to the database, in this process: the crash test of the feed
 * (src/lib/feed/crash.test.ts) kills it half-way. Run with server-only switched off:
 * `node --import tsx --import ./scripts/lib/server-only-off.mjs scripts/feed/apply-file.ts feed.json` (DATABASE_URL set).
 */
import { readFileSync } from 'node:fs';
import { parseFeed } from '../../src/domain/feed/parse-feed';
import { openDb } from '../../src/db/open';
import { applyFeed } from '../../src/lib/feed/apply';

const file = process.argv[2];
const url = process.env.DATABASE_URL;
if (!file || !url) {
  console.error(
    'usage: DATABASE_URL=… node --import tsx --import ./scripts/lib/server-only-off.mjs scripts/feed/apply-file.ts feed.json',
  );
  process.exit(2);
}
const handle = openDb({ databaseUrl: url, poolSize: 2 });
const { feed, issues } = parseFeed(JSON.parse(readFileSync(file, 'utf8')));
console.log('applying');
const { summary } = await applyFeed(feed, issues, { db: handle.db });
console.log(JSON.stringify({ created: summary?.created.length ?? 0 }));
await handle.close();

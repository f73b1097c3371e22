/**
 * `npm run backup -- DIR`: the site's database (every table, one snapshot) and its stored files
 * (data folder or bucket), with a manifest, into the new folder DIR. Runs beside the running site.
 * Restore with `npm run restore -- DIR` (docs/deploy.md, "Backups").
 */
import { parseEnv } from '../src/env';
import { backup } from './lib/backup/run';

const dir = process.argv[2];
if (!dir || process.argv.length > 3) {
  console.error('usage: npm run backup -- DIR   (a new or empty folder)');
  process.exit(2);
}
const started = Date.now();
backup(parseEnv({ ...process.env, NEXT_PHASE: 'phase-production-build' }), dir)
  .then((r) => {
    console.log(
      `backup: ${r.tables} tables (${r.rows} rows) and ${r.files} files (${(r.bytes / 1e6).toFixed(1)} MB) in ${dir}, ${Date.now() - started} ms`,
    );
    process.exit(0);
  })
  .catch((error: unknown) => {
    console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });

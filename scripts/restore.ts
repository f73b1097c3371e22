/**
 * `npm run restore -- DIR`: a backup of `npm run backup` into a new, empty installation (its
 * DATABASE_URL or a new DATA_DIR, its data folder or S3_BUCKET), with the version that made it.
 * The whole backup is checked first; the database is loaded in one transaction. Then `npm start`.
 */
import { parseEnv } from '../src/env';
import { restore } from './lib/backup/run';

const dir = process.argv[2];
if (!dir || process.argv.length > 3) {
  console.error('usage: npm run restore -- DIR   (a folder written by npm run backup)');
  process.exit(2);
}
const started = Date.now();
restore(parseEnv({ ...process.env, NEXT_PHASE: 'phase-production-build' }), dir)
  .then((r) => {
    console.log(
      `restore: ${r.tables} tables (${r.rows} rows) and ${r.files} files (${(r.bytes / 1e6).toFixed(1)} MB) from ${dir}, ${Date.now() - started} ms`,
    );
    process.exit(0);
  })
  .catch((error: unknown) => {
    console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });

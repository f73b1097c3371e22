/**
 * `npm run restore -- DIR`: a backup of `npm run backup` into a new, empty installation (its
 * DATABASE_URL or a new DATA_DIR, its data folder or S3_BUCKET), with the version that made it.
 * The whole backup is checked first; the database is loaded in one transaction. Then `npm start`.
 * The work: src/lib/ops/backup/.
 */
import { runFolderCommand } from './lib/backup-command';

await import('./lib/server-only-off.mjs');
const { restore } = await import('../src/lib/ops/backup/run');

runFolderCommand('restore', 'a folder written by npm run backup', restore);

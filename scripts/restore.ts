/**
 * `npm run restore -- DIR`: a backup of `npm run backup` into a new, empty installation (its
 * DATABASE_URL or a new DATA_DIR, its data folder or S3_BUCKET), with the version that made it.
 * The whole backup is checked first; the database is loaded in one transaction. Then `npm start`.
 */
import { runFolderCommand } from './lib/backup/command';
import { restore } from './lib/backup/run';

runFolderCommand('restore', 'a folder written by npm run backup', restore);

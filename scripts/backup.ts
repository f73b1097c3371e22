/**
 * `npm run backup -- DIR`: the site's database (every table, one snapshot) and its stored files
 * (data folder or bucket), with a manifest, into the new folder DIR. Runs beside the running site.
 * Restore with `npm run restore -- DIR` (docs/deploy.md, "Backups").
 */
import { runFolderCommand } from './lib/backup/command';
import { backup } from './lib/backup/run';

runFolderCommand('backup', 'a new or empty folder', backup);

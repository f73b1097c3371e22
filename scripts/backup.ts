/**
 * `npm run backup -- DIR`: the site's database (every table, one snapshot) and its stored files
 * (data folder or bucket), with a manifest, into the new folder DIR. Runs beside the running site.
 * Restore with `npm run restore -- DIR` (docs/deploy.md, "Backups"). The work: src/lib/ops/backup/.
 */
import { runFolderCommand } from './lib/backup-command';

await import('./lib/server-only-off.mjs');
const { backup } = await import('../src/lib/ops/backup/run');

runFolderCommand('backup', 'a new or empty folder', backup);

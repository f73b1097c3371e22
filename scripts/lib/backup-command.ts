import { parseEnv } from '../../src/env';
import type { BackupReport } from '../../src/lib/ops/backup/run';

/** `npm run backup|restore -- DIR`: one folder argument, one line of figures, exit 1 with the reason. */
export function runFolderCommand(
  name: 'backup' | 'restore',
  usage: string,
  work: (env: ReturnType<typeof parseEnv>, dir: string) => Promise<BackupReport>,
): void {
  const dir = process.argv[2];
  if (!dir || process.argv.length > 3) {
    console.error(`usage: npm run ${name} -- DIR   (${usage})`);
    process.exit(2);
  }
  const started = Date.now();
  work(parseEnv({ ...process.env, NEXT_PHASE: 'phase-production-build' }), dir)
    .then((r) => {
      const where = name === 'backup' ? 'in' : 'from';
      console.log(
        `${name}: ${r.tables} tables (${r.rows} rows) and ${r.files} files (${(r.bytes / 1e6).toFixed(1)} MB) ${where} ${dir}, ${Date.now() - started} ms`,
      );
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}

import type { Db } from '../../src/db/open';
import type { Installation } from '../../src/lib/installation/demo';
import { demoAccountLines } from './demo-accounts';

/**
 * The installation's row, recorded first for a database of an earlier version (the demo is there
 * when its accounts or testimonials are; their published passwords are replaced and printed).
 * `empty`: no row and nothing in the database, a new installation. Needs server-only-off.
 */
export async function recordedInstallation(
  db: Db,
  dataDir: string,
): Promise<{ mark: Installation | null; empty: boolean }> {
  const { databaseIsEmpty, installationMark } = await import('../../src/lib/installation/demo');
  const mark = await installationMark(db);
  if (mark) return { mark, empty: false };
  if (await databaseIsEmpty(db)) return { mark: null, empty: true };
  const { recordEarlierInstallation } = await import('../../examples/demo-agency/generator/install');
  const found = await recordEarlierInstallation(db, dataDir);
  if (found?.accounts.length) {
    console.log('database: the demo accounts had published passwords; they have new ones');
    for (const line of demoAccountLines(found.accounts, found.file)) console.log(line);
  }
  return { mark: await installationMark(db), empty: false };
}

/**
 * Seeds the demo agency: `npm run seed` (only when the catalogue is empty) or
 * `npm run seed -- --reset` (empties the catalogue first), `npm run seed -- --empty` (only empties it,
 * before an agency imports its own feed folder). Uses DATABASE_URL when set, else the
 * embedded PostgreSQL of DATA_DIR (default `.data`): the site's while it runs, else started for
 * the command and stopped after it. Run from the project root (migrations path).
 */
import { performance } from 'node:perf_hooks';
import { openDatabase } from './lib/database';
import { ensureDemoImages } from './lib/demo-images-step';

async function main(): Promise<void> {
  await import('./lib/server-only-off.mjs');
  // The demo's feed folder takes its photos from the drawn demo pictures (made once).
  await ensureDemoImages();
  const { countProperties, isEmpty, resetCatalogue, seedDemo } = await import('./seed/index');
  const reset = process.argv.includes('--reset');
  const empty = process.argv.includes('--empty');
  const handle = await openDatabase();
  try {
    if (reset || empty) {
      await resetCatalogue(handle.db);
      console.log('catalogue emptied');
      if (empty) {
        const { removeDemoOwners } = await import('./seed/portal');
        await removeDemoOwners(handle.db);
        const { removeDemoStaff } = await import('./seed/staff');
        await removeDemoStaff(handle.db);
        console.log('demo owners and their portal accounts removed, and the demo back-office accounts');
        console.log(
          'now bring your own: npm run import -- <feed folder> (a start with an empty catalogue seeds the demo again)',
        );
        return;
      }
    } else if (!(await isEmpty(handle.db))) {
      console.log(`database already has ${await countProperties(handle.db)} properties; not seeding`);
      return;
    }
    const started = performance.now();
    const counts = await seedDemo(handle.db);
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.log(`seeded ${counts.properties} properties and ${counts.projects} projects in ${seconds} s`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

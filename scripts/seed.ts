/**
 * Seeds the demo agency: `npm run seed` (only when the catalogue is empty) or
 * `npm run seed -- --reset` (empties the catalogue first). Uses DATABASE_URL when set,
 * else PGlite in DATA_DIR (default `.data`). Run from the project root (migrations path).
 */
import { performance } from 'node:perf_hooks';
import { openDb } from '../src/db/open';
import { countProperties, isEmpty, resetCatalogue, seedDemo } from './seed/index';

async function main(): Promise<void> {
  const reset = process.argv.includes('--reset');
  const handle = openDb({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? '.data' });
  try {
    await handle.migrate();
    if (reset) {
      await resetCatalogue(handle.db);
      console.log('catalogue emptied');
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
  console.error(error);
  process.exitCode = 1;
});

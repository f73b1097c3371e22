import { parseEnv } from '../../src/env';
import { openDb } from '../../src/db/open';

/** Migrates the database and seeds the demo agency when the catalogue is empty. */
export async function prepareDatabase(): Promise<void> {
  const env = parseEnv({ ...process.env, NEXT_PHASE: 'phase-production-build' });
  const handle = openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const started = Date.now();
    await handle.migrate();
    const { seedDemo, seedMissing, isEmpty } = await import('../seed/index');
    if (await isEmpty(handle.db)) {
      const counts = await seedDemo(handle.db);
      console.log(`database: seeded the demo agency (${counts.properties} properties, ${counts.projects} projects)`);
    } else {
      const added = await seedMissing(handle.db);
      if (added.length) console.log(`database: added demo ${added.join(', ')}`);
    }
    console.log(`database: ${handle.kind} ready in ${Date.now() - started} ms`);
  } finally {
    await handle.close();
  }
}

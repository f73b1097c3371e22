import { openDb } from '../../src/db/open';

/** Migrates the database and seeds the demo agency when the catalogue is empty. */
export async function prepareDatabase(databaseUrl: string): Promise<void> {
  const handle = openDb({ databaseUrl, poolSize: 2 });
  try {
    const started = Date.now();
    await handle.migrate();
    // The seed goes through the feed's server modules (src/lib), which guard against client bundles.
    await import('./server-only-off.mjs');
    const { seedDemo, seedMissing, isEmpty } = await import('../seed/index');
    if (await isEmpty(handle.db)) {
      const counts = await seedDemo(handle.db);
      console.log(`database: seeded the demo agency (${counts.properties} properties, ${counts.projects} projects)`);
    } else {
      const added = await seedMissing(handle.db);
      if (added.length) console.log(`database: added demo ${added.join(', ')}`);
    }
    const { contentIsEmpty } = await import('../../src/lib/content/store');
    if (await contentIsEmpty(handle.db)) {
      const { checkContent, contentFolder } = await import('./content-step');
      const { importContentFolder } = await import('../../src/lib/content/folder');
      const { warnings } = await importContentFolder(handle.db, contentFolder(), 'content files', checkContent());
      for (const warning of warnings) console.warn(`content: ${warning}`);
      console.log('database: the content files are the published content');
    }
    console.log(`database: ready in ${Date.now() - started} ms`);
  } finally {
    await handle.close();
  }
}

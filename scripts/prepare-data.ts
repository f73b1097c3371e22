/**
 * Everything a server needs before Next.js runs: valid content, a migrated database, and on a
 * development machine the demo agency (applied once to an empty database, its photos drawn). `npx tsx scripts/prepare-data.ts` alone prepares the data folder and
 * leaves its embedded PostgreSQL as it found it (stopped when it was stopped).
 */
import { checkContent } from './lib/content-step';
import { prepareDatabase } from './lib/database-step';
import { acquireDatabase } from './lib/database';
import { parseEnv } from '../src/env';
import { isPublicSite } from '../src/domain/installation';

export async function prepareData(databaseUrl: string): Promise<void> {
  checkContent();
  if (!isPublicSite(parseEnv({ ...process.env, NEXT_PHASE: 'phase-production-build' }).SITE_URL)) {
    const { ensureDemoImages } = await import('../examples/demo-agency/generator/images-step');
    await ensureDemoImages();
  }
  await prepareDatabase(databaseUrl);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const run = async () => {
    const database = await acquireDatabase();
    try {
      await prepareData(database.url);
    } finally {
      await database.release();
    }
  };
  run().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

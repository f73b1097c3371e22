/**
 * Everything a server needs before Next.js runs: valid content, demo photos, a migrated database
 * with the demo agency. `npx tsx scripts/prepare-data.ts` alone prepares the data folder and
 * leaves its embedded PostgreSQL as it found it (stopped when it was stopped).
 */
import { ensureDemoImages } from './lib/demo-images-step';
import { checkContent } from './lib/content-step';
import { prepareDatabase } from './lib/database-step';
import { acquireDatabase } from './lib/database';

export async function prepareData(databaseUrl: string): Promise<void> {
  checkContent();
  await ensureDemoImages();
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

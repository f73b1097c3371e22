/**
 * Everything `npm start` and `npm run dev` need before Next.js runs: valid content, demo photos,
 * a migrated database with the demo agency. Runs in its own process and closes the database, so
 * the server can open the PGlite folder afterwards (one process per folder).
 */
import { ensureDemoImages } from './lib/demo-images-step';
import { checkContent } from './lib/content-step';
import { prepareDatabase } from './lib/database-step';

export async function prepareData(): Promise<void> {
  checkContent();
  await ensureDemoImages();
  await prepareDatabase();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  prepareData().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

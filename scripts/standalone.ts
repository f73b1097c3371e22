/** `npm run standalone`: the standalone server in .next/standalone (scripts/lib/standalone.ts). */
import { packStandalone } from './lib/standalone';

packStandalone()
  .then((folder) => console.log(`standalone: ${folder} (start it with node server.js, DATABASE_URL required)`))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });

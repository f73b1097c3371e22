/**
 * Serves the existing production build on PORT with DATA_DIR's database (prepared first; the demo agency on an empty development database), as
 * `npm start` does but without building: the browser tests' variant servers and the benchmarks
 * start it with their own data folder and port, and stop it with SIGTERM.
 */
import { existsSync } from 'node:fs';
import { parseEnv } from '../src/env';
import { runSite } from '../src/server/site';
import { demoWhereAllowed } from './lib/demo-step';

runSite({
  mode: 'start',
  example: demoWhereAllowed(parseEnv({ ...process.env, NEXT_PHASE: 'phase-production-build' })),
  beforeServe: () => {
    if (!existsSync('.next/BUILD_ID')) throw new Error('no production build: run npx next build first');
  },
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

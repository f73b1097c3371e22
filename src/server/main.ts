/**
 * `node main.mjs [--dev]`: the site (./site.ts) with nothing but its settings, as the container's
 * standalone server and the database outage test run it. `npm start` and `npm run dev` run the
 * same function from scripts/start.ts and scripts/dev.ts, which build first or bring the demo.
 */
import { log } from '@/log';
import { runSite } from './site';
import { stackOf } from './serve';

runSite({ mode: process.argv.includes('--dev') ? 'dev' : 'start' }).catch((error: unknown) => {
  log.error('the server could not start', error, { stack: stackOf(error) });
  process.exit(1);
});

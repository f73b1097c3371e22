/** `npm run dev`: the data ready as for `npm start`, then `next dev` on PORT with the same database life. */
import { parseEnv } from '../src/env';
import { runSite } from './lib/site';
import { siteSessionSecret } from './lib/session-secret';

const env = parseEnv({ ...process.env, NEXT_PHASE: 'phase-production-build' });
// The same session secret as npm start: npm run import and npm run agency refresh this server too.
runSite({ mode: 'dev', env: { SESSION_SECRET: siteSessionSecret(env, { create: true })! } }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

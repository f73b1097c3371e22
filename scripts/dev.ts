/** `npm run dev`: the site as `npm start` runs it (src/server/site.ts), with Next.js in development mode. */
import { parseEnv } from '../src/env';
import { runSite } from '../src/server/site';
import { demoWhereAllowed } from './lib/demo-step';
import { siteSessionSecret } from './lib/session-secret';

const env = parseEnv({ ...process.env, NEXT_PHASE: 'phase-production-build' });
// The same session secret as npm start: npm run import and npm run agency refresh this server too.
runSite({
  mode: 'dev',
  example: demoWhereAllowed(env),
  env: { SESSION_SECRET: siteSessionSecret(env, { create: true })! },
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

/**
 * `node server.js` in the standalone folder (the container's command, issue 32): the site
 * (src/server/main.ts, compiled beside this file: its preparation, the edge in front of Next.js and
 * its jobs in this one process, issue 43), with the configuration the build resolved, as Next.js's
 * own standalone server does. Stops cleanly on SIGTERM.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
process.chdir(here);
if (!process.env.DATABASE_URL) {
  console.error('DATABASE_URL is required: the standalone server (and its container) runs no PostgreSQL of its own');
  process.exit(1);
}
process.env.NEXT_TELEMETRY_DISABLED = '1';
const site = './site-server.mjs';
await import(site);

/**
 * `node server.js` in the standalone folder (the container's command, issue 32): prepares the data
 * in a process of its own (prepare.mjs: content, migrations under the lock), then runs the site's
 * server (src/server/main.ts: the edge in front of Next.js) in this process, with the configuration
 * the build resolved, as Next.js's own standalone server does. Stops cleanly on SIGTERM.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
process.chdir(here);
const prepared = spawnSync(process.execPath, [path.join(here, 'prepare.mjs')], { stdio: 'inherit' });
if (prepared.status !== 0) process.exit(prepared.status ?? 1);

const { config } = JSON.parse(readFileSync(path.join(here, '.next/required-server-files.json'), 'utf8')) as {
  config: unknown;
};
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
Object.assign(process.env, { NODE_ENV: 'production' });
process.env.NEXT_TELEMETRY_DISABLED = '1';
// Beside this file in the standalone folder (compiled separately: the preparation's code never
// loads into the server's process).
const site = './site-server.mjs';
await import(site);

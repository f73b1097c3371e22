/**
 * `node --max-old-space-size=256 scripts/launch.mjs scripts/start.ts [args]`: runs a command that
 * runs the site (`npm start`, `npm run dev`, scripts/serve.ts for the tests and benchmarks) as plain
 * JavaScript. The command, with the site's server and preparation (src/server/site.ts), is compiled
 * with esbuild in a fraction of a second (packages stay imports of node_modules), then imported
 * into this process, which becomes the site: no TypeScript loader stays in its memory for as long
 * as it runs (tsx's loader thread held about 30 MB; issue 33). The file is written under a name of
 * this process's own, so that servers starting together never read each other's, and removed once
 * imported. The heap's limit: the old generation is held to 256 MB (docs/benchmarks.md, issue 33);
 * without one, V8 lets it grow towards a quarter of the machine's memory before it collects.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, stop } from 'esbuild';
import { nextEntries, SITE_ALIASES } from './lib/site-bundle.mjs';

const [entry] = process.argv.splice(2, 1);
if (!entry) {
  console.error('usage: node scripts/launch.mjs SCRIPT.ts [args]');
  process.exit(2);
}
const folder = path.resolve('node_modules/.cache/vitrine');
mkdirSync(folder, { recursive: true });

/** Whether process `pid` still runs. */
function running(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

// The files of launches that ended without removing theirs (a supervisor stopped by a signal).
for (const name of readdirSync(folder)) {
  const pid = Number(/\.(\d+)\.mjs$/.exec(name)?.[1]);
  if (pid && !running(pid)) rmSync(path.join(folder, name), { force: true });
}
const file = path.join(folder, `${path.basename(entry, '.ts')}.${process.pid}.mjs`);
await build({
  entryPoints: [path.resolve(entry)],
  outfile: file,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: path.resolve('tsconfig.json'),
  alias: SITE_ALIASES,
  plugins: [nextEntries],
  logLevel: 'warning',
  legalComments: 'none',
});
// esbuild's service process would otherwise stay beside the supervisor for as long as it runs.
await stop();
process.argv[1] = path.resolve(entry);
try {
  await import(pathToFileURL(file).href);
} finally {
  rmSync(file, { force: true });
}

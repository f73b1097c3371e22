/**
 * The site's server (src/server/main.ts, decision 023) as one plain JavaScript file: the edge and
 * the page cache are typed modules of src/, compiled here at each start in a fraction of a second,
 * so the server process runs without a TypeScript loader. Packages (next, zod) stay imports of
 * node_modules. Written under a temporary name and renamed, so that servers starting together
 * (the browser tests' variants) never read a half-written file.
 */
import { renameSync } from 'node:fs';
import path from 'node:path';
import { build, stop } from 'esbuild';
import { nextEntries, SITE_ALIASES } from './site-bundle.mjs';

export async function bundleServer(mode: 'start' | 'dev'): Promise<string> {
  const file = path.resolve('.next', `vitrine-server-${mode}.mjs`);
  const temporary = `${file}.${process.pid}.tmp`;
  await build({
    entryPoints: [path.resolve('src/server/main.ts')],
    outfile: temporary,
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
  renameSync(temporary, file);
  // esbuild's service process would otherwise stay beside the supervisor for as long as it runs.
  await stop();
  return file;
}

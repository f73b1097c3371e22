/**
 * `npm start`: prepare content, photos and database; build when the sources changed since the
 * last build; then serve on PORT (3000). See README.md.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { parseEnv } from '../src/env';
import { prepareData } from './prepare-data';

const BUILD_INPUTS = ['src', 'content', 'messages', 'public', 'next.config.ts', 'package.json', 'postcss.config.mjs', 'tsconfig.json'];
const STAMP = '.next/vitrine-build-hash';

function* files(entry: string): Generator<string> {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) {
      if (name === 'demo' || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
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
  const result = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, hash);
}

/** A local demo needs a session secret too; one is made once and kept in the data folder. */
function sessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

async function main() {
  const env = parseEnv({ ...process.env, NEXT_PHASE: 'phase-production-build' });
  await prepareData();
  buildIfNeeded();
  const secret = process.env.SESSION_SECRET || sessionSecret(env.DATA_DIR);
  console.log(`serve: http://localhost:${env.PORT}`);
  const server = spawn('npx', ['next', 'start', '-p', String(env.PORT)], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', SESSION_SECRET: secret, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const stop = () => server.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  server.on('exit', (code) => process.exit(code ?? 0));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

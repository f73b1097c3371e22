import { expect, test } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * The catalogue cache (docs/decisions/007-caching.md) against a real server and a real change of
 * the data: the production build served on PostgreSQL (the test writes to the database while the
 * server runs, which PGlite's single process does not allow). A changed title stays hidden until
 * the catalogue is invalidated, and shows at once afterwards, on the detail and the list page.
 */
const SERVER_PORT = Number(process.env.E2E_PORT ?? 3100) + 8;
const PG_PORT = Number(process.env.E2E_PORT ?? 3100) + 9;
const SECRET = 'cache-test-session-secret-of-32-characters';
const base = `http://localhost:${SERVER_PORT}`;
const databaseUrl = `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`;

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = readdirSync(root).sort((a, b) => Number(a) - Number(b));
  return path.join(root, versions.at(-1)!, 'bin');
}

const asPostgres = (command: string) => spawnSync('su', ['postgres', '-c', command], { encoding: 'utf8' });

let pgData = '';
let server: ChildProcess | undefined;
let client: pg.Client;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const bin = postgresBin();
  pgData = mkdtempSync(path.join(tmpdir(), 'vitrine-cache-pg-'));
  chmodSync(pgData, 0o777);
  spawnSync('chown', ['postgres', pgData]);
  const init = asPostgres(`${bin}/initdb -D ${pgData} -A trust -U postgres`);
  expect(init.status, init.stderr).toBe(0);
  const start = asPostgres(`${bin}/pg_ctl -D ${pgData} -o '-p ${PG_PORT} -k /tmp -c listen_addresses=127.0.0.1' -l ${pgData}/log -w start`);
  expect(start.status, start.stderr).toBe(0);
  const env = { ...process.env, DATABASE_URL: databaseUrl, NEXT_TELEMETRY_DISABLED: '1' };
  const prepare = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/prepare-data.ts'], { env, encoding: 'utf8' });
  expect(prepare.status, prepare.stderr).toBe(0);
  server = spawn('npx', ['next', 'start', '-p', String(SERVER_PORT)], {
    env: { ...env, NODE_ENV: 'production', SESSION_SECRET: SECRET },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 120; i++) {
    if (await fetch(`${base}/nl/`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
});

test.afterAll(async () => {
  await client?.end();
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  if (pgData) {
    asPostgres(`${postgresBin()}/pg_ctl -D ${pgData} -m immediate stop`);
    rmSync(pgData, { recursive: true, force: true });
  }
});

const page = async (address: string) => (await fetch(base + address)).text();

test('a changed property stays cached until invalidateCatalogue, then shows on its page and in the list', async () => {
  const list = await page('/nl/te-koop/');
  const detail = list.match(/href="(\/nl\/te-koop\/[^"/]+\/[^"/]+\/(\d+)\/)"/);
  expect(detail).not.toBeNull();
  const [, address, id] = detail!;
  const { rows } = await client.query<{ title: string }>("select title from property_texts where property_id = $1 and locale = 'nl'", [Number(id)]);
  const before = rows[0]!.title;
  expect(await page(address!)).toContain(before);

  const after = `Vernieuwde titel ${Date.now()}`;
  await client.query("update property_texts set title = $1 where property_id = $2 and locale = 'nl'", [after, Number(id)]);
  // Stale by design until the change is announced: the page still comes from the data cache.
  expect(await page(address!)).not.toContain(after);
  expect(await page('/nl/te-koop/')).not.toContain(after);

  const denied = await fetch(`${base}/api/revalidate/`, { method: 'POST', body: JSON.stringify({ propertyIds: [Number(id)] }) });
  expect(denied.status).toBe(401);
  const token = createHmac('sha256', SECRET).update('vitrine:revalidate').digest('hex');
  const done = await fetch(`${base}/api/revalidate/`, { method: 'POST', headers: { 'x-revalidate-token': token }, body: JSON.stringify({ propertyIds: [Number(id)] }) });
  expect(done.status).toBe(204);

  expect(await page(address!)).toContain(after);
  expect(await page('/nl/te-koop/')).toContain(after);
});

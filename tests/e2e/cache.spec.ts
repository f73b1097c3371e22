import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { embeddedUrl } from '../../src/db/embedded/location';
import { CACHE_CHANNEL, catalogueTagsFor } from '../../src/lib/cache/tags';

/**
 * The catalogue cache (docs/decisions/007-caching.md) against a real server and a real change of
 * the data: the production build served with its own data folder and embedded PostgreSQL, which
 * the test changes while the server runs. A changed title stays hidden until the catalogue is
 * invalidated, and shows at once afterwards, on the detail and the list page.
 */
const SERVER_PORT = Number(process.env.E2E_PORT ?? 3100) + 8;
const SECRET = 'cache-test-session-secret-of-32-characters';
const base = `http://localhost:${SERVER_PORT}`;

let dataDir = '';
let server: ChildProcess | undefined;
let client: pg.Client;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-cache-'));
  chmodSync(dataDir, 0o755);
  let output = '';
  server = spawn(process.execPath, ['--max-old-space-size=256', 'scripts/launch.mjs', 'scripts/serve.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(SERVER_PORT),
      SESSION_SECRET: SECRET,
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${output}`);
    if (
      await fetch(`${base}/nl/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 500));
  }
  client = new pg.Client({ connectionString: embeddedUrl(dataDir) });
  await client.connect();
});

test.afterAll(async () => {
  await client?.end();
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server!.once('exit', resolve));
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const page = async (address: string) => (await fetch(base + address)).text();

test('a changed property stays cached until the change is announced (NOTIFY), then shows on its page and in the list', async () => {
  const list = await page('/nl/te-koop/');
  const detail = list.match(/href="(\/nl\/te-koop\/[^"/]+\/[^"/]+\/(\d+)\/)"/);
  expect(detail).not.toBeNull();
  const [, address, id] = detail!;
  const { rows } = await client.query<{ title: string }>(
    "select title from property_texts where property_id = $1 and locale = 'nl'",
    [Number(id)],
  );
  const before = rows[0]!.title;
  expect(await page(address!)).toContain(before);

  const after = `Vernieuwde titel ${Date.now()}`;
  await client.query("update property_texts set title = $1 where property_id = $2 and locale = 'nl'", [
    after,
    Number(id),
  ]);
  // Stale by design until the change is announced: the page still comes from the data cache.
  expect(await page(address!)).not.toContain(after);
  expect(await page('/nl/te-koop/')).not.toContain(after);

  // Announced as every writer does (src/lib/cache/invalidate.ts): the tags on PostgreSQL's channel,
  // heard by the server within a second.
  await client.query('select pg_notify($1, $2)', [
    CACHE_CHANNEL,
    JSON.stringify({ from: 'cache-test', tags: catalogueTagsFor([Number(id)]) }),
  ]);
  await expect.poll(() => page(address!), { timeout: 5_000 }).toContain(after);
  expect(await page('/nl/te-koop/')).toContain(after);
});

/*
 * The page cache (docs/decisions/018-cached-pages.md): a public page is rendered once and then
 * answered from the server's memory, with a fresh CSP nonce in each answer.
 */
const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';

test('a public page is rendered once, then answered from memory with its own nonce each time', async () => {
  const address = `/nl/te-koop/?sort=price-asc&stamp=${Date.now()}`;
  const first = await fetch(base + address);
  expect(first.headers.get('x-vitrine-cache')).toBe('miss');
  expect(first.headers.get('cache-control')).toBe('private, no-cache');
  const firstHtml = await first.text();
  const second = await fetch(base + address, { headers: { 'accept-encoding': 'br' } });
  expect(second.headers.get('x-vitrine-cache')).toBe('hit');
  expect(second.headers.get('content-encoding')).toBe('br');
  expect(second.headers.get('cache-control')).toBe('private, no-cache');
  const secondHtml = await second.text();
  const [one, two] = [nonceOf(first), nonceOf(second)];
  expect(one).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(two).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(two).not.toBe(one);
  // Every script of the stored page carries the new nonce; nothing else differs.
  expect(secondHtml).not.toContain(one);
  expect(secondHtml.split(`nonce="${two}"`).length).toBe(firstHtml.split(`nonce="${one}"`).length);
  expect(secondHtml.split(`nonce="${two}"`).length).toBeGreaterThan(3);
  // Form tokens are fresh in every answer too (the next test): set aside here.
  const token = /[0-9a-f]{16}[0-9a-z]{9}[A-Za-z0-9_-]{22}/g;
  expect(secondHtml.replaceAll(two, 'N').replace(token, 'T')).toBe(firstHtml.replaceAll(one, 'N').replace(token, 'T'));
  for (const name of ['strict-transport-security', 'x-content-type-options', 'referrer-policy'])
    expect(second.headers.get(name), name).toBe(first.headers.get(name));

  // Once stored, the page is compressed once; each gzip answer gets its own nonce written into it.
  await new Promise((r) => setTimeout(r, 300));
  const zipped = await fetch(base + address, { headers: { 'accept-encoding': 'gzip' } });
  expect([zipped.headers.get('x-vitrine-cache'), zipped.headers.get('content-encoding')]).toEqual(['hit', 'gzip']);
  const three = nonceOf(zipped);
  expect([one, two]).not.toContain(three);
  expect((await zipped.text()).replaceAll(three, 'N').replace(token, 'T')).toBe(
    firstHtml.replaceAll(one, 'N').replace(token, 'T'),
  );

  const head = await fetch(base + address, { method: 'HEAD' });
  expect([head.status, head.headers.get('x-vitrine-cache'), await head.text()]).toEqual([200, 'hit', '']);
});

test('a stored form page gives every visitor a form token of their own', async () => {
  const address = `/nl/contact/?stamp=${Date.now()}`;
  const answers: [string | null, string][] = [];
  for (let i = 0; i < 3; i++) {
    const response = await fetch(base + address);
    answers.push([
      response.headers.get('x-vitrine-cache'),
      /name="_token" value="([^"]+)"/.exec(await response.text())![1]!,
    ]);
  }
  expect(answers.map(([status]) => status)).toEqual(['miss', 'hit', 'hit']);
  // One token per answer, wherever the page carries it: otherwise a second visitor's lead would be a "repeat" of the first.
  expect(new Set(answers.map(([, token]) => token)).size).toBe(3);
});

test('pages of one visitor are never stored, nor cacheable elsewhere', async () => {
  for (const address of ['/nl/login/', '/fr/proprietaire/', '/en/thank-you/contact/']) {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(base + address, { redirect: 'manual' });
      expect(response.headers.get('x-vitrine-cache'), address).toBe('miss');
      if (response.status < 300) expect(response.headers.get('cache-control'), address).toBe('private, no-store');
    }
  }
  // A staff member's preview cookie (forged or not) never reads or fills the store.
  const forged = await fetch(`${base}/nl/`, { headers: { cookie: 'vitrine-preview=page:home; __prerender_bypass=x' } });
  expect(forged.headers.get('x-vitrine-cache')).toBeNull();
});

test('a stored page runs in the browser with its new nonce: no CSP violation, hydrated', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const tab = await context.newPage();
  const violations: string[] = [];
  tab.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const address = `${base}/fr/?stamp=${Date.now()}`;
  expect((await tab.goto(address))!.headers()['x-vitrine-cache']).toBe('miss');
  expect((await tab.goto(address))!.headers()['x-vitrine-cache']).toBe('hit');
  // The banner's buttons work only once React hydrated the stored page.
  await tab.getByRole('region', { name: 'Les cookies sur ce site' }).getByRole('button', { name: 'Refuser' }).click();
  await expect(tab.getByRole('region', { name: 'Les cookies sur ce site' })).toBeHidden();
  expect(violations).toEqual([]);
  await context.close();
});

import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { embeddedUrl } from '../../src/db/embedded/location';

/**
 * The pull of a feed (issue 15): `npm run sync` reads the agency's feed from its address and hands
 * it to the site; on a schedule, a `POST /api/import/notify/` starts a run at once, through
 * PostgreSQL's LISTEN/NOTIFY, asking the feed for the ids it named.
 */
const TOKEN = 'e2e-import-token-of-the-agency';
const headers = { authorization: `Bearer ${TOKEN}` };
const requests: string[] = [];
let software: Server;
let origin = '';
let price = 199_000;

// Its own id: two-servers.spec.ts writes 990301 into the same database, and the two may run at once.
const record = () => ({
  id: 990_311,
  goal: 'rent',
  type: 2,
  price: Math.round(price / 200),
  // A town of no other test: lists counted elsewhere (Deinze rentals) stay as they are.
  address: { zip: '4700', city: 'Eupen' },
  texts: { nl: { title: 'Appartement uit de pull' }, en: { title: 'Flat from the pull' } },
});

test.beforeAll(async () => {
  software = createServer((request, response) => {
    requests.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ properties: [record()] }));
  });
  await new Promise<void>((resolve) => software.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(software.address() as { port: number }).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => software.close(() => resolve())));

function sync(args: string[]): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'scripts/sync.ts', ...args], {
    env: {
      ...process.env,
      IMPORT_TOKEN: TOKEN,
      DATABASE_URL: embeddedUrl(path.resolve(process.env.E2E_DATA_DIR ?? '.data-e2e')),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

const output = (child: ChildProcess) => {
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return () => text;
};

test('a pulled feed is stored, then a notify starts a run at once with the ids it names', async ({ request }) => {
  test.setTimeout(90_000);
  const once = sync(['--from', `${origin}/feed.json`]);
  const log = output(once);
  const code = await new Promise<number | null>((resolve) => once.on('exit', resolve));
  expect(code, log()).toBe(0);
  expect(log()).toMatch(/^sync \S+Z: properties 1 new, 0 changed, 0 withdrawn, 0 unchanged; .* \(\d+\.\d s\)$/m);
  expect((await request.get('/en/for-rent/eupen/x/990311/')).status()).toBe(200);

  const loop = sync(['--from', `${origin}/feed.json?ids={ids}`, '--every', '1h']);
  const loopLog = output(loop);
  try {
    await expect
      .poll(() => loopLog(), { timeout: 30_000 })
      .toMatch(/properties 0 new, 0 changed, 0 withdrawn, 1 unchanged/);
    price = 260_000;
    const notify = await request.post('/api/import/notify/', { headers, data: { ids: [990_311, 42] } });
    expect(notify.status()).toBe(202);
    await expect.poll(() => loopLog(), { timeout: 30_000 }).toMatch(/properties 0 new, 1 changed/);
    expect(requests).toContain('/feed.json?ids=42%2C990311');
    expect(await (await request.get('/en/for-rent/eupen/x/990311/')).text()).toContain('€1,300');
  } finally {
    loop.kill('SIGTERM');
    await new Promise((resolve) => loop.once('exit', resolve));
  }
  expect((await request.post('/api/import/notify/', { data: {} })).status()).toBe(401);
});

/**
 * Resilience with PostgreSQL (issue 9): the production server under load, the database server
 * stopped for a while and started again. Meanwhile pages answer the translated 503 page (never a
 * stack trace); afterwards the site recovers without a restart; every form the site acknowledged
 * (redirect to its thank-you page) is in the database with its mails queued.
 *
 *   OUTAGE_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres \
 *   OUTAGE_STOP="pg_ctl … stop" OUTAGE_START="pg_ctl … start" npx tsx scripts/ci/db-outage.ts
 *
 * Run by .ci/run after `npm test` (which leaves the production build in .next).
 */
import { execSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleServer } from '../lib/server-bundle';
import pg from 'pg';
import { checks, contactFields, hiddenFields, sleep, postgresControl } from './lib/checks';

const { base, stopCmd, startCmd } = postgresControl({
  url: 'OUTAGE_DATABASE_URL',
  stop: 'OUTAGE_STOP',
  start: 'OUTAGE_START',
});
const port = Number(process.env.OUTAGE_PORT ?? 3700);
const origin = `http://localhost:${port}`;
const dbName = 'vitrine_outage';
const url = base.replace(/\/[^/]*$/, `/${dbName}`);
const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-outage-'));
const SECRET = 'outage-test-secret-of-at-least-32-characters';
// The site's server with its edge in front of Next.js (decision 023), as npm start has it; this
// script plays the reverse proxy (TRUSTED_PROXIES=1): each form post comes from a visitor of its own.
const env = {
  ...process.env,
  NODE_ENV: 'production' as const,
  DATABASE_URL: url,
  DATA_DIR: dataDir,
  NEXT_TELEMETRY_DISABLED: '1',
  SESSION_SECRET: SECRET,
  SITE_URL: `http://localhost:${port}`,
  TRUSTED_PROXIES: '1',
  PORT: String(port),
};

const { check, finish } = checks('database outage');

async function recreateDatabase() {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  await admin.end();
}

async function contactForm(): Promise<[string, string][]> {
  return hiddenFields(await (await fetch(`${origin}/nl/contact/`)).text(), 'id="lead-contact"');
}

type Hit = {
  at: number;
  kind: 'page' | 'form';
  status: number;
  body: string;
  url?: string;
  email?: string;
  acked?: boolean;
  cache?: string | null;
};

async function main() {
  await recreateDatabase();
  const prepared = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--import', './scripts/lib/server-only-off.mjs', 'scripts/prepare-data.ts'],
    {
      env,
      stdio: 'inherit',
    },
  );
  // Each visitor's form token, signed with the server's secret as its pages sign them (a page
  // cannot be fetched during the outage, a form can still be sent).
  await import('../lib/server-only-off.mjs');
  const { issueFormToken } = await import('../../src/domain/edge/form-token');
  if (prepared.status !== 0) throw new Error('prepare-data failed');
  const server = spawn(process.execPath, [await bundleServer('start')], {
    env,
    // One log line per request on standard output (thousands here): errors only, on standard error.
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    for (let i = 0; ; i++) {
      if (i > 120) throw new Error('the server did not start');
      const ok = await fetch(`${origin}/nl/`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      await sleep(500);
    }
    const hidden = await contactForm();
    const location = (await fetch(`${origin}/property/5110/`, { redirect: 'manual' })).headers.get('location');
    if (!location) throw new Error('/property/5110/ did not redirect to the property');
    const pages = [
      '/nl/te-koop/?city=deinze%7C9800&sort=price-asc',
      new URL(location, origin).pathname,
      '/fr/a-louer/',
      '/en/',
    ];
    const hits: Hit[] = [];
    const t0 = Date.now();
    const phase = { stopAt: 0, startAt: 0, end: 0 };
    let running = true;
    let n = 0;

    const pageWorker = async (w: number) => {
      for (let i = w; running; i++) {
        const at = Date.now() - t0;
        let failure: unknown;
        // Every other request asks a page never asked before: not in the page cache (decision 018),
        // it needs the database. The others may be answered from the cache during the outage.
        const page = pages[i % pages.length]!;
        const url = i % 2 ? page : `${page}${page.includes('?') ? '&' : '?'}n=${i}`;
        const r = await fetch(`${origin}${url}`, { signal: AbortSignal.timeout(15_000) }).catch(
          (e: unknown) => ((failure = (e as Error).cause ?? e), null),
        );
        hits.push({
          at,
          kind: 'page',
          status: r?.status ?? 0,
          body: r ? await r.text() : String(failure),
          url,
          cache: r?.headers.get('x-vitrine-cache'),
        });
      }
    };
    const formWorker = async () => {
      while (running) {
        const k = n++;
        const email = `outage-${k}-${t0}@example.be`;
        const fd = new FormData();
        for (const [name, value] of hidden) fd.append(name, name === '_token' ? issueFormToken(SECRET) : value);
        for (const [name, value] of Object.entries(contactFields(email, 'Outage test'))) fd.append(name, value);
        const at = Date.now() - t0;
        const r = await fetch(`${origin}/nl/contact/`, {
          method: 'POST',
          body: fd,
          redirect: 'manual',
          headers: { 'x-forwarded-for': `10.77.${k % 250}.${Math.floor(k / 250) % 250}`, origin },
          signal: AbortSignal.timeout(15_000),
        }).catch(() => null);
        const status = r?.status ?? 0;
        hits.push({
          at,
          kind: 'form',
          status,
          body: r ? await r.text() : '',
          email,
          acked: status === 303 && /\/bedankt\//.test(r?.headers.get('location') ?? ''),
        });
      }
    };
    const workers = [...[0, 1, 2, 3, 4, 5].map(pageWorker), formWorker(), formWorker()];

    await sleep(5_000);
    phase.stopAt = Date.now() - t0;
    console.log(`stopping PostgreSQL at ${phase.stopAt} ms`);
    execSync(stopCmd!, { stdio: 'inherit' });
    await sleep(3_000);
    // Health (issue 32): the process still answers; it is not ready without its database.
    const probe = async (name: string) => {
      const r = await fetch(`${origin}/${name}`, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
      return { status: r?.status ?? 0, body: r ? await r.text() : '', cache: r?.headers.get('cache-control') };
    };
    const [healthDown, readyDown] = [await probe('healthz'), await probe('readyz')];
    await sleep(5_000);
    phase.startAt = Date.now() - t0;
    console.log(`starting PostgreSQL at ${phase.startAt} ms`);
    execSync(startCmd!, { stdio: 'inherit' });
    await sleep(10_000);
    const readyAgain = await probe('readyz');
    running = false;
    await Promise.all(workers);
    phase.end = Date.now() - t0;

    const pagesHits = hits.filter((h) => h.kind === 'page');
    const during = pagesHits.filter((h) => h.at > phase.stopAt + 1_000 && h.at < phase.startAt);
    const statuses = (list: Hit[]) =>
      Object.entries(
        list.reduce<Record<number, number>>((acc, h) => ((acc[h.status] = (acc[h.status] ?? 0) + 1), acc), {}),
      );
    console.log(
      `page answers: ${pagesHits.length} (${JSON.stringify(statuses(pagesHits))}); during the outage: ${JSON.stringify(statuses(during))}`,
    );
    console.log(`form answers: ${JSON.stringify(statuses(hits.filter((h) => h.kind === 'form')))}`);

    if (process.env.OUTAGE_DEBUG) {
      const bySecond = new Map<number, Record<string, number>>();
      for (const h of hits) {
        const row = bySecond.get(Math.floor(h.at / 1000)) ?? {};
        row[`${h.kind}:${h.status}`] = (row[`${h.kind}:${h.status}`] ?? 0) + 1;
        bySecond.set(Math.floor(h.at / 1000), row);
      }
      for (const [second, row] of [...bySecond].sort((a, b) => a[0] - b[0])) console.log(second, JSON.stringify(row));
      console.log(hits.find((h) => h.status === 0));
    }
    const stack = /\n\s+at [\w.<>[\]]+ \(|node_modules\/|\.[cm]?js:\d+:\d+/;
    check(
      hits.every((h) => !stack.test(h.body)),
      'no answer shows a stack trace',
    );
    check(
      hits.every((h) => h.status !== 0),
      'every request was answered (no dropped connection or hang)',
    );
    const fromCache = during.filter((h) => h.status === 200 && h.cache === 'hit');
    const refused = during.filter((h) => h.status === 503);
    console.log(`during the outage: ${fromCache.length} pages from the page cache, ${refused.length} answers 503`);
    check(
      refused.length > 20 && fromCache.length + refused.length === during.length,
      'during the outage, pages answer 503 unless the page cache has them',
    );
    check(
      refused.every(
        (h) =>
          h.body.includes('Even niet beschikbaar') ||
          h.body.includes('Momentanément indisponible') ||
          h.body.includes('Temporarily unavailable'),
      ),
      'the 503 page is translated',
    );
    const failed = pagesHits.filter((h) => h.status >= 500 && h.status !== 503);
    check(
      failed.length <= 8,
      `at most the requests in flight at the moment of the stop fail otherwise (${failed.length})`,
    );
    check(
      failed.every((h) => /Even niet beschikbaar|Momentanément indisponible|Temporarily unavailable/.test(h.body)),
      'and those show the translated error page',
    );
    const recovered = pagesHits.filter((h) => h.at > phase.startAt + 5_000);
    check(
      recovered.length > 20 && recovered.every((h) => h.status === 200),
      'five seconds after the start, every page answers 200 again (no restart)',
    );
    const forms = hits.filter((h) => h.kind === 'form');
    check(
      forms.every((h) => h.acked || h.status === 200),
      'every form post is acknowledged or comes back with a message (never an error page)',
    );
    check(
      forms.filter((h) => h.at > phase.stopAt + 1_000 && h.at < phase.startAt).every((h) => !h.acked),
      'nothing is acknowledged while the database is down',
    );
    check(
      forms.some((h) => h.status === 200 && h.body.includes('Uw bericht kon nu niet bewaard worden')),
      'a form sent during the outage says, in its language, to try again',
    );

    check(
      healthDown.status === 200 && healthDown.body === '{"status":"ok"}\n',
      `/healthz answers 200 while PostgreSQL is stopped (${healthDown.status})`,
    );
    check(
      readyDown.status === 503 &&
        readyDown.cache === 'no-store' &&
        JSON.parse(readyDown.body || '{}').checks?.database === 'unreachable',
      `/readyz answers 503, database unreachable, while PostgreSQL is stopped (${readyDown.status} ${readyDown.body})`,
    );
    check(
      readyAgain.status === 200 && JSON.parse(readyAgain.body || '{}').status === 'ready',
      `/readyz answers 200 ready after PostgreSQL is back (${readyAgain.status} ${readyAgain.body})`,
    );

    const acked = forms.filter((h) => h.acked).map((h) => h.email!);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const stored = await client.query<{ email: string; n: string; mails: string }>(
      `select s.email, count(distinct s.id) as n, count(m.id) as mails from submissions s left join mail_queue m on m.submission_id = s.id where s.email = any($1) group by s.email`,
      [acked],
    );
    await client.end();
    const byEmail = new Map(stored.rows.map((r) => [r.email, r]));
    check(
      acked.length > 10 && acked.every((e) => byEmail.get(e)?.n === '1'),
      `every acknowledged submission (${acked.length}) is stored exactly once`,
    );
    check(
      acked.every((e) => Number(byEmail.get(e)?.mails ?? 0) >= 2),
      'every acknowledged submission has its mails queued',
    );
  } finally {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  finish();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

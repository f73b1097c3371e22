/**
 * `npm run bench:load [-- --count=10000] [--duration=20] [--connections=10] [--port=3404] [--build] [--fresh]`
 *
 * Fills .data-bench-load with the demo agency plus `count` generated properties (generate.ts),
 * serves the production build on its own port and runs autocannon against a filtered list page, a
 * property detail page, the home page and a static file of the same server (the reference), then writes req/s,
 * latency percentiles, errors and the page/static ratio to docs/benchmarks.md. Only localhost is
 * ever a target; every run is bounded in time. Run it under the heavy-job lock on a shared machine.
 */
import { cpus, totalmem } from 'node:os';
import { sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import { stopEmbedded } from '../../src/db/embedded/server';
import { openDatabase } from '../../src/db/acquire';
import { argValue, ensureBuild, prepareData, startServer, writeSection } from './server';

// A change is announced the way the product does it (src/lib/cache/invalidate.ts), by lib code.
await import('../lib/server-only-off.mjs');
const { refreshRunningSites } = await import('../../src/lib/agency/running-site');
import { generateProperties } from './generate';

const count = Number(argValue('count') ?? 10_000);
const duration = Number(argValue('duration') ?? 20);
const connections = Number(argValue('connections') ?? 10);
const port = Number(argValue('port') ?? process.env.BENCH_PORT ?? 3404);
const dataDir = argValue('data') ?? '.data-bench-load';

type Result = {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
};

/** Demo seed plus the generated properties, once per folder (`--fresh` fills it again). */
async function fill(): Promise<void> {
  if (process.argv.includes('--fresh')) {
    await stopEmbedded(dataDir);
    (await import('node:fs')).rmSync(dataDir, { recursive: true, force: true });
  }
  prepareData(dataDir);
  const handle = await openDatabase(dataDir);
  try {
    const { rows } = await handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from properties where id > 1000000`,
    );
    if ((rows[0]?.n ?? 0) !== count) {
      await handle.db.execute(sql`delete from media where property_id > 1000000`);
      await handle.db.execute(sql`delete from property_texts where property_id > 1000000`);
      await handle.db.execute(sql`delete from properties where id > 1000000`);
      const started = performance.now();
      await generateProperties(handle.db, count);
      await handle.db.execute(sql`analyze`);
      console.log(`generated ${count} properties in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await handle.close();
  }
}

/** Exact percentiles of every response time (autocannon's own summary has no 95th). */
function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function cannon(base: string, name: string, path: string, headers: Record<string, string> = {}): Promise<Result> {
  // A short warm-up: first renders and the data cache, so the run measures the steady state.
  await autocannon({ url: base + path, connections: 2, duration: 3, headers });
  const times: number[] = [];
  const instance = autocannon({ url: base + path, connections, duration, timeout: 10, headers });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
    times.push(responseTime),
  );
  const r = await instance;
  times.sort((a, b) => a - b);
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    name,
    path,
    rps: r.requests.average,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    requests: r.requests.total,
  };
}

async function detailPath(base: string): Promise<string> {
  const html = await (await fetch(`${base}/nl/te-koop/?city=deinze%7C9800`)).text();
  const match = html.match(/href="(\/nl\/te-koop\/[^"/]+\/[^"/]+\/\d+\/)"/);
  if (!match) throw new Error('no property link on the list page');
  return match[1]!;
}

async function staticPath(base: string): Promise<string> {
  const html = await (await fetch(`${base}/nl/`)).text();
  const match = html.match(/src="(\/_next\/static\/chunks\/[^"]+\.js)"/);
  if (!match) throw new Error('no script on the home page');
  return match[1]!;
}

type Cold = { name: string; median: number; p95: number; runs: number };

/**
 * A page's first answer after a change: everything is announced changed (as an import does: the
 * one invalidate(tags), heard by the server through PostgreSQL's NOTIFY), then the page is asked
 * once, which renders it again (data read from PostgreSQL, page stored).
 */
async function cold(base: string, name: string, path: string, runs = 20): Promise<Cold> {
  const handle = await openDatabase(dataDir);
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      await refreshRunningSites(handle.db);
      // The notification reaches the server within milliseconds; the `miss` below proves it did.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = performance.now();
      const response = await fetch(base + path);
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (response.headers.get('x-vitrine-cache') !== 'miss')
        throw new Error(`${path}: the first answer after a change was not rendered again`);
    }
  } finally {
    await handle.close();
  }
  times.sort((a, b) => a - b);
  const round = (v: number) => Math.round(v * 10) / 10;
  return { name, median: round(percentile(times, 50)), p95: round(percentile(times, 95)), runs };
}

function report(results: Result[], colds: Cold[], minutes: number): string {
  const reference = results.find((r) => r.name.startsWith('static'))!;
  const lines = [
    '## Load (autocannon)',
    '',
    `${new Date().toISOString().slice(0, 10)}, \`npm run bench:load\`: ${count.toLocaleString('nl-BE')} generated properties plus the demo agency (embedded PostgreSQL), production build (\`next start\`), ` +
      `autocannon ${connections} connections × ${duration} s per address after a 3 s warm-up, on the same machine as the server ` +
      `(${cpus().length} × ${cpus()[0]?.model.trim() ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}); ${minutes.toFixed(0)} min in all.`,
    '',
    '| address | req/s | p50 ms | p95 ms | p99 ms | errors | non-2xx | requests | req/s vs static |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.name} \`${r.path.length > 70 ? `${r.path.slice(0, 67)}…` : r.path}\` | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${r.requests} | ${((r.rps / reference.rps) * 100).toFixed(1)} % |`,
    ),
    '',
    'Public pages come from the page cache (docs/decisions/018-cached-pages.md): rendered once, answered again with a fresh nonce for 60 s or until a change; ' +
      'the static file is served from disk by the same server, the ceiling for any page. Requests without `Accept-Encoding` (autocannon), ' +
      "but for the row marked compressed, which asks as Chromium does: each answer is the stored page with its own nonce and form tokens, compressed for it as Brotli at quality 5 in zlib's thread pool (a third smaller than the stored gzip a client that takes only gzip gets, src/server/stored-gzip.ts; decision 018, amended for issue 45).",
    '',
    `First answer after a change (everything announced changed through PostgreSQL's NOTIFY as an import does, then one request; ${colds[0]?.runs ?? 0} runs):`,
    '',
    '| page | median ms | p95 ms |',
    '|---|---:|---:|',
    ...colds.map((c) => `| ${c.name} | ${c.median} | ${c.p95} |`),
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  const started = performance.now();
  ensureBuild(process.argv.includes('--build'));
  await fill();
  const server = await startServer(port, dataDir);
  try {
    const detail = await detailPath(server.base);
    const list = '/nl/te-koop/?city=deinze%7C9800&type=1&bedrooms=3&price=200000-600000&sort=price-asc';
    const results = [
      await cannon(server.base, 'filtered list', list),
      await cannon(server.base, 'filtered list, compressed', list, { 'accept-encoding': 'gzip, deflate, br, zstd' }),
      await cannon(server.base, 'property detail', detail),
      await cannon(server.base, 'home', '/nl/'),
      await cannon(server.base, 'static file', await staticPath(server.base)),
    ];
    const colds = [
      await cold(server.base, 'filtered list', list),
      await cold(server.base, 'property detail', detail),
      await cold(server.base, 'home', '/nl/'),
    ];
    const text = report(results, colds, (performance.now() - started) / 60_000);
    const file = writeSection('load', text);
    console.log(`\n${text}\n\nwritten to ${file}`);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

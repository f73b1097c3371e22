/**
 * Search benchmark (issue 3): fills a separate data folder (.data-bench/{n}, never the app's
 * .data, with its own embedded PostgreSQL) with the demo seed plus n generated properties, then reports the list query's median and
 * 95th percentile for typical filter combinations, without and with the proposed indexes, and
 * (with --http, after `next build`) the list page's server response time with and without filters.
 *
 *   node --import tsx --import ./scripts/lib/server-only-off.mjs scripts/bench/search-bench.ts 10000 100000 [--http] [--runs=30]
 *
 * server-only-off.mjs lets the script load the same `server-only` modules the pages use (`npm run bench:search`).
 */
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/open';
import { stopEmbedded } from '../../src/db/embedded/server';
import { openDatabase } from '../../src/db/acquire';
import { parseSearchQuery } from '../../src/domain/search/search-query';
import { searchProperties } from '../../src/lib/catalogue/search';
import { seedDemo } from '../../examples/demo-agency/generator/index';
import { ensureDemoImages } from '../../examples/demo-agency/generator/images-step';
import { generateProperties } from './generate';

const args = process.argv.slice(2);
const sizes = args.filter((a) => /^\d+$/.test(a)).map(Number);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 30);
const http = args.includes('--http') || args.includes('--http-only');
/** Reuse the filled folders of an earlier run and measure the pages only. */
const httpOnly = args.includes('--http-only');
const PORT = Number(args.find((a) => a.startsWith('--port='))?.slice(7) ?? 3301);

/** Typical searches: the bare list, one city, a combination, sorts, a deep page, free text, map-sized. */
const CASES: { name: string; goal: 0 | 1; query: string }[] = [
  { name: 'no filter, newest', goal: 0, query: '' },
  { name: 'one city', goal: 0, query: 'city=deinze|9800' },
  {
    name: 'city + type + bedrooms + price',
    goal: 0,
    query: 'city=deinze|9800&city=gent|9000&type=1&bedrooms=3&price=200000-450000',
  },
  { name: 'price sort ascending', goal: 0, query: 'price=150000-&sort=price-asc' },
  { name: 'rent, 2 bedrooms, city sort', goal: 1, query: 'bedrooms=2&price=0-1000&sort=city-asc' },
  { name: 'page 50', goal: 0, query: 'page=50' },
  { name: 'free text', goal: 0, query: 'search=tielt' },
];

/** The indexes proposed for src/db/schema.ts (see the report); created here by hand to compare. */
export const PROPOSED_INDEXES = [
  `create index if not exists properties_list_newest_idx on properties (goal, status, created_at desc, id desc)`,
  `create index if not exists properties_list_price_idx on properties (goal, status, (case when publish_price then price end))`,
  `create index if not exists properties_city_lower_idx on properties (lower(city), zip)`,
  `create index if not exists properties_goal_bedrooms_idx on properties (goal, status, bedrooms)`,
];

function stats(times: number[]): { median: number; p95: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

const ms = (n: number) => n.toFixed(1).padStart(7);

async function measureQueries(db: Db): Promise<Record<string, { median: number; p95: number; total: number }>> {
  const out: Record<string, { median: number; p95: number; total: number }> = {};
  for (const c of CASES) {
    const query = parseSearchQuery(new URLSearchParams(c.query), c.goal);
    let total = 0;
    await searchProperties(c.goal, query, 'nl', db); // warm
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      total = (await searchProperties(c.goal, query, 'nl', db)).total;
      times.push(performance.now() - start);
    }
    out[c.name] = { ...stats(times), total };
  }
  return out;
}

async function measureHttp(dataDir: string): Promise<Record<string, { median: number; p95: number }>> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    SESSION_SECRET: process.env.SESSION_SECRET ?? 'x'.repeat(40),
  };
  const server = spawn(process.execPath, ['--max-old-space-size=256', 'scripts/launch.mjs', 'scripts/serve.ts'], {
    env,
    stdio: 'ignore',
  });
  const base = `http://localhost:${PORT}`;
  try {
    for (let i = 0; i < 60; i++) {
      if (
        await fetch(`${base}/nl/`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    const pages = {
      'list, no filters': '/nl/te-koop/',
      'list, city + type + bedrooms + price, price sort':
        '/nl/te-koop/?city=deinze%7C9800&type=1&bedrooms=3&price=200000-450000&sort=price-asc',
      'list, page 50': '/nl/te-koop/?page=50',
    };
    const out: Record<string, { median: number; p95: number }> = {};
    for (const [name, path] of Object.entries(pages)) {
      await fetch(base + path).then((r) => r.text());
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const start = performance.now();
        const response = await fetch(base + path);
        await response.text();
        if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
        times.push(performance.now() - start);
      }
      out[name] = stats(times);
    }
    return out;
  } finally {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
  }
}

async function printHttp(size: number, dataDir: string): Promise<void> {
  const pages = await measureHttp(dataDir);
  console.log(
    `\n| page, ${size.toLocaleString('nl-BE')} properties (server response, with indexes) | median | p95 |\n|---|---:|---:|`,
  );
  for (const [name, s] of Object.entries(pages)) console.log(`| ${name} | ${ms(s.median)} | ${ms(s.p95)} |`);
}

async function main(): Promise<void> {
  if (!sizes.length) throw new Error('usage: search-bench.ts 10000 100000 [--http] [--runs=30]');
  for (const size of sizes) {
    const dataDir = `.data-bench/${size}`;
    if (httpOnly) {
      await printHttp(size, dataDir);
      continue;
    }
    await stopEmbedded(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
    const t0 = performance.now();
    const handle = await openDatabase(dataDir);
    await ensureDemoImages();
    await seedDemo(handle.db);
    await generateProperties(handle.db, size);
    await handle.db.execute(sql`analyze`);
    console.log(
      `\n## ${size.toLocaleString('nl-BE')} generated properties (+ demo seed), filled in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${runs} runs each, ms`,
    );
    await measureQueries(handle.db); // a first pass warms the caches, so both columns start warm
    const before = await measureQueries(handle.db);
    for (const statement of PROPOSED_INDEXES) await handle.db.execute(sql.raw(statement));
    await handle.db.execute(sql`analyze`);
    const after = await measureQueries(handle.db);
    console.log(`| search | found | median | p95 | median (indexes) | p95 (indexes) |\n|---|---:|---:|---:|---:|---:|`);
    for (const c of CASES) {
      const b = before[c.name]!;
      const a = after[c.name]!;
      console.log(`| ${c.name} | ${b.total} | ${ms(b.median)} | ${ms(b.p95)} | ${ms(a.median)} | ${ms(a.p95)} |`);
    }
    await handle.close();
    if (http) await printHttp(size, dataDir);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

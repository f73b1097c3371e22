/**
 * `npm run bench:memory [-- --pages=2500] [--port=3406]`: the first and a later start of the site
 * (seconds until the home page answers), and the memory of each part of it: after the first start
 * (which seeds the demo), after each of two crawls of `pages` pages (the sitemap's addresses and
 * list pages, 4 at a time; the second shows whether anything keeps growing), right after it and
 * once the site has been quiet for a while (src/server/idle.ts), and after the later start.
 * Written to docs/benchmarks.md. Its own data folder (.data-bench-mem, made anew) and port; Linux only (proportional sizes from /proc, so a page that Node.js or PostgreSQL processes share is
 * counted once, split between them).
 */
import { rmSync } from 'node:fs';
import { stopEmbedded } from '../../src/db/embedded/server';
import { readPidFile } from '../../src/db/embedded/location';
import { QUIET_MS } from '../../src/server/idle';
import { megabytes, processTree } from './process-memory';
import { argValue, ensureBuild, startServer, writeSection, type BenchServer } from './server';

const pages = Number(argValue('pages') ?? 2_500);
const port = Number(argValue('port') ?? 3406);
const dataDir = '.data-bench-mem';

type Memory = { site: number; database: number };

/**
 * PSS in MB of each part: the site (its one process, decision 029, with anything it starts but the
 * database) and the database server.
 */
function memory(server: BenchServer): Memory {
  const postmaster = readPidFile(dataDir)?.pid;
  const database = postmaster ? processTree(postmaster) : [];
  return {
    site: megabytes(
      processTree(server.pid).filter((pid) => !database.includes(pid)),
      'pss',
    ),
    database: megabytes(database, 'pss'),
  };
}

const total = (m: Memory) => m.site + m.database;

async function timedStart(): Promise<{ server: BenchServer; seconds: number }> {
  const started = performance.now();
  const server = await startServer(port, dataDir);
  return { server, seconds: (performance.now() - started) / 1000 };
}

async function addresses(base: string): Promise<string[]> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const found = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const lists = ['/nl/te-koop/', '/fr/a-vendre/', '/en/for-sale/', '/nl/te-huur/', '/fr/a-louer/', '/en/for-rent/'];
  const listPages = lists.flatMap((l) => [1, 2, 3, 4, 5].map((n) => `${l}?page=${n}`));
  return [...found, ...listPages];
}

async function crawl(base: string, list: string[]): Promise<{ seconds: number; errors: number }> {
  const t0 = performance.now();
  let next = 0;
  let errors = 0;
  const worker = async () => {
    while (next < pages) {
      const address = list[next++ % list.length]!;
      const response = await fetch(base + address).catch(() => undefined);
      if (!response?.ok) errors++;
      await response?.arrayBuffer();
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  // The page cache compresses the last pages just after answering them: measured once that is done.
  await new Promise((r) => setTimeout(r, 3_000));
  return { seconds: (performance.now() - t0) / 1000, errors };
}

/**
 * The memory of a server after it started and after each of two crawls: right after, and once it
 * has been quiet long enough to tidy (and PostgreSQL's idle connections to close, after 10 s).
 */
async function twoCrawls(server: BenchServer) {
  const idle = memory(server);
  const list = await addresses(server.base);
  const crawls: { seconds: number; errors: number }[] = [];
  const after: Memory[] = [];
  for (const round of [1, 2]) {
    crawls.push(await crawl(server.base, list));
    after.push(memory(server));
    await new Promise((r) => setTimeout(r, QUIET_MS + 10_000));
    after.push(memory(server));
    console.log(`crawl ${round}: ${JSON.stringify(after.slice(-2))}`);
  }
  return { idle, crawls, after, addressCount: list.length };
}

async function main(): Promise<void> {
  ensureBuild(process.argv.includes('--build'));
  await stopEmbedded(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
  // The crawls go to the first start, the one that seeded the demo: what a new installation keeps
  // running (what the process loaded to prepare and seed shows only there).
  const first = await timedStart();
  const { idle, crawls, after, addressCount } = await twoCrawls(first.server).finally(() => first.server.stop());
  const later = await timedStart();
  const restarted = memory(later.server);
  await later.server.stop();
  const row = (label: string, of: (m: Memory) => number) =>
    `| ${label} | ${[idle, ...after, restarted].map(of).join(' | ')} |`;
  const text = [
    '## Start and memory',
    '',
    `${new Date().toISOString().slice(0, 10)}, \`npm run bench:memory\`: the production build with the demo agency on the embedded PostgreSQL; ` +
      `a start is the time from \`scripts/serve.ts\` to the first answer of the home page (build present).`,
    '',
    '| start | seconds |',
    '|---|---:|',
    `| first start (new data folder: database made, demo seeded) | ${first.seconds.toFixed(1)} |`,
    `| later start (database reused) | ${later.seconds.toFixed(1)} |`,
    '',
    `Memory in MB (proportional set size, PSS) of the first start, after it started and after each of two crawls of ${pages} pages ` +
      `(${addressCount} addresses, 4 at a time; ${crawls.map((c, i) => `crawl ${i + 1}: ${c.seconds.toFixed(0)} s, ${c.errors} errors`).join('; ')}), ` +
      `then of the later start. "Quiet": ${(QUIET_MS + 10_000) / 1000} s later, no request meanwhile.`,
    '',
    '| part | first start | after crawl 1 | crawl 1, quiet | after crawl 2 | crawl 2, quiet | later start |',
    '|---|---:|---:|---:|---:|---:|---:|',
    row('the site (one process: its server, Next.js, its jobs)', (m) => m.site),
    row('PostgreSQL', (m) => m.database),
    row('**site and database**', total),
  ].join('\n');
  console.log(`\n${text}\n\nwritten to ${writeSection('memory', text)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * `npm run bench:memory [-- --pages=2500] [--port=3406]`: the first and a later start of the site
 * (seconds until the home page answers), then the memory of the site and of its database after a
 * crawl of `pages` pages (the sitemap's addresses and list pages, 4 at a time), written to
 * docs/benchmarks.md. Its own data folder (.data-bench-mem, made anew) and port; Linux only
 * (memory from /proc: resident size of the site, proportional size of the PostgreSQL processes,
 * whose shared buffers are counted once).
 */
import { rmSync } from 'node:fs';
import { stopEmbedded } from '../../src/db/embedded/server';
import { readPidFile } from '../../src/db/embedded/location';
import { treeMegabytes } from './process-memory';
import { argValue, ensureBuild, startServer, writeSection, type BenchServer } from './server';

const pages = Number(argValue('pages') ?? 2_500);
const port = Number(argValue('port') ?? 3406);
const dataDir = '.data-bench-mem';

/** MB: the site (its supervisor, Next.js and their children) and the database server. */
function memory(server: BenchServer): { site: number; database: number } {
  const postmaster = readPidFile(dataDir)?.pid;
  return { site: treeMegabytes(server.pid, 'rss'), database: postmaster ? treeMegabytes(postmaster, 'pss') : 0 };
}

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

async function crawl(base: string, list: string[]): Promise<{ errors: number }> {
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
  return { errors };
}

async function main(): Promise<void> {
  ensureBuild(process.argv.includes('--build'));
  await stopEmbedded(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
  const first = await timedStart();
  await first.server.stop();
  const later = await timedStart();
  const { server } = later;
  try {
    const idle = memory(server);
    const list = await addresses(server.base);
    const t0 = performance.now();
    const { errors } = await crawl(server.base, list);
    const seconds = (performance.now() - t0) / 1000;
    const after = memory(server);
    const text = [
      '## Start and memory',
      '',
      `${new Date().toISOString().slice(0, 10)}, \`npm run bench:memory\`: the production build with the demo agency on the embedded PostgreSQL; ` +
        `a start is the time from \`scripts/serve.ts\` to the first answer of the home page (build present).`,
      '',
      '| measure | value |',
      '|---|---:|',
      `| first start (new data folder: database made, demo seeded) | ${first.seconds.toFixed(1)} s |`,
      `| later start (database reused) | ${later.seconds.toFixed(1)} s |`,
      `| site after start (resident MB) | ${idle.site} |`,
      `| database after start (proportional MB) | ${idle.database} |`,
      `| crawl: ${pages} pages of ${list.length} addresses, 4 at a time | ${seconds.toFixed(0)} s, ${errors} errors |`,
      `| site after the crawl (resident MB) | ${after.site} |`,
      `| database after the crawl (proportional MB) | ${after.database} |`,
      `| site and database after the crawl | ${after.site + after.database} MB |`,
      '',
      'Before issue 14 (PGlite inside the server process), the same crawl left the site at 0.93 GB (issue 14).',
    ].join('\n');
    console.log(`\n${text}\n\nwritten to ${writeSection('memory', text)}`);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

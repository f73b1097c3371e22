/**
 * `npm run bench:lighthouse:why -- /nl/te-koop/ [/nl/ …] [--port=3402]`
 *
 * Where one page's Lighthouse time goes (issue 45): one mobile run per address on the production
 * build, printing the largest paint's phases (time to first byte, load delay, load time, render
 * delay), every request with its start, end, priority and size, the long tasks Lighthouse's
 * simulation counts (after its 4× slowdown) and the script boot-up per file. Lighthouse's
 * simulation counts, for the largest paint, every request that started before it in the real load:
 * the request list shows what competed with the first photo. The whole report is written to
 * `.data-bench-lh/why-<address>.json` for Lighthouse's own viewer.
 */
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { launchBenchChrome } from './chrome';
import { startFront } from './front';
import { contentWithLocalTiles, startTileServer } from './tile-server';
import { argValue, ensureBuild, prepareData, startServer, warm } from './server';

type Item = Record<string, unknown>;
const items = (details: unknown): Item[] => ((details as { items?: Item[] } | undefined)?.items ?? []) as Item[];
const ms = (value: unknown) => String(Math.round(Number(value))).padStart(6);

async function main(): Promise<void> {
  const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  if (paths.length === 0) throw new Error('name at least one address, e.g. /nl/te-koop/');
  const port = Number(argValue('port') ?? 3402);
  const dataDir = '.data-bench-lh';
  ensureBuild(false);
  prepareData(dataDir);
  // The map's tile server, on the port after the site's (tile-server.ts).
  const tiles = await startTileServer(port + 1);
  const server = await startServer(port, dataDir, contentWithLocalTiles(dataDir, port + 1));
  // As visitors reach it: through the production recipe's nginx (front.ts, decision 037).
  const front = await startFront(dataDir, port);
  const chrome = await launchBenchChrome();
  try {
    for (const path of paths) {
      await warm(front.base + path); // stored, as a visitor after the first finds it
      const result = await lighthouse(front.base + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`no Lighthouse result for ${path}`);
      const { lhr } = result;
      writeFileSync(`${dataDir}/why-${path.replace(/[^a-z0-9]+/gi, '_')}.json`, JSON.stringify(lhr));
      const audit = (id: string) => lhr.audits[id];
      const local = (url: unknown) => String(url).replace(front.base, '');
      console.log(`\n${path}: performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}`);
      for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index'])
        console.log(`  ${id}: ${Math.round(audit(id)?.numericValue ?? NaN)} ms (score ${audit(id)?.score})`);
      const phases = items(audit('largest-contentful-paint-element')?.details)[1];
      for (const phase of items(phases))
        console.log(`  largest paint, ${String(phase.phase)}: ${Math.round(Number(phase.timing))} ms`);
      console.log('  requests (start ms, end ms, priority, type, KB, address):');
      for (const r of items(audit('network-requests')?.details))
        console.log(
          `  ${ms(r.networkRequestTime)} ${ms(r.networkEndTime)} ${String(r.priority ?? '').padEnd(8)} ${String(r.resourceType ?? '').padEnd(10)} ${String(Math.round(Number(r.transferSize) / 1024)).padStart(4)} ${local(r.url).slice(0, 90)}`,
        );
      console.log('  long tasks in the simulation (start ms, duration ms, file):');
      for (const t of items(audit('long-tasks')?.details))
        console.log(`  ${ms(t.startTime)} ${ms(t.duration)} ${local(t.url)}`);
      console.log('  script boot-up (total ms, of which scripting, file):');
      for (const b of items(audit('bootup-time')?.details))
        console.log(`  ${ms(b.total)} ${ms(b.scripting)} ${local(b.url)}`);
    }
  } finally {
    await chrome.kill();
    await front.stop();
    await server.stop();
    await tiles.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

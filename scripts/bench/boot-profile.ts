/**
 * `npm run bench:boot -- /fr/a-vendre/…/5271/ [/nl/contact/ …]`
 *
 * Where a page's main thread goes once its scripts run (issue 45): the page on a phone-sized
 * window with the CPU slowed 4× as Lighthouse's simulation does, its long tasks as the browser
 * reports them, and V8's sampled time per script file and per function (file:line:column, to be
 * looked up in `.next/static/chunks/`). It found the 70 ms the first `Intl.NumberFormat` of French
 * cost the detail page. Times are this machine's, for comparing two builds, not budgets.
 */
import { chromium } from '@playwright/test';
import { chromePath } from './chrome';
import { prepareData, startServer, warm } from './server';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } };
type Profile = { nodes: Node[]; samples?: number[]; timeDeltas?: number[] };

async function main(): Promise<void> {
  const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  if (paths.length === 0) throw new Error('name at least one address, e.g. /nl/te-koop/');
  const dataDir = '.data-bench-lh';
  prepareData(dataDir);
  const server = await startServer(3402, dataDir);
  const browser = await chromium.launch({ executablePath: chromePath });
  try {
    for (const path of paths) {
      await warm(server.base + path);
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.addInitScript(() => {
        const tasks: number[][] = [];
        Object.assign(window, { __longTasks: tasks });
        new PerformanceObserver((list) =>
          list.getEntries().forEach((e) => tasks.push([Math.round(e.startTime), Math.round(e.duration)])),
        ).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(server.base + path, { waitUntil: 'load' });
      await page.waitForTimeout(4000);
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[][] }).__longTasks);
      await context.close();
      console.log(`\n${path}\n  long tasks (start ms, duration ms): ${tasks.map(([s, d]) => `${s}+${d}`).join(' ')}`);
      const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
      const byFunction = new Map<string, number>();
      const byFile = new Map<string, number>();
      (profile.samples ?? []).forEach((id, i) => {
        const frame = nodes.get(id)?.callFrame;
        if (!frame || frame.functionName === '(idle)') return;
        const ms = (profile.timeDeltas?.[i] ?? 0) / 1000;
        const file = frame.url.replace(server.base, '').replace(/^.*\/chunks\//, '') || frame.functionName;
        const where = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber}:${frame.columnNumber}`;
        byFunction.set(where, (byFunction.get(where) ?? 0) + ms);
        byFile.set(file, (byFile.get(file) ?? 0) + ms);
      });
      const top = (map: Map<string, number>, n: number) =>
        [...map]
          .sort((a, b) => b[1] - a[1])
          .slice(0, n)
          .map(([k, v]) => `  ${v.toFixed(1).padStart(7)} ms  ${k}`);
      console.log('  by file:', '\n' + top(byFile, 10).join('\n'));
      console.log('  by function:', '\n' + top(byFunction, 20).join('\n'));
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * The production server a benchmark measures: its own port and data folder (never .data), the
 * build made first when there is none. Used by lighthouse.ts and load.ts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export type BenchServer = { base: string; pid: number; stop: () => Promise<void> };

export const SECRET = 'bench-session-secret-of-at-least-32-characters';

function benchEnv(dataDir: string): NodeJS.ProcessEnv {
  return { ...process.env, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' };
}

function run(args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(args[0]!, args.slice(1), { stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed (${result.status})`);
}

/** Builds when asked or when there is no build yet (wrap the benchmark in the heavy-job lock). */
export function ensureBuild(force: boolean): void {
  if (!force && existsSync('.next/BUILD_ID')) return;
  console.log('building the site (next build)…');
  run(['npx', 'next', 'build'], { ...process.env, NEXT_TELEMETRY_DISABLED: '1' });
}

/** Content checks, demo photos, migrated and seeded database in `dataDir`. */
export function prepareData(dataDir: string): void {
  run(
    [process.execPath, '--import', 'tsx', '--import', './scripts/lib/server-only-off.mjs', 'scripts/prepare-data.ts'],
    benchEnv(dataDir),
  );
}

export async function startServer(
  port: number,
  dataDir: string,
  extraEnv: Record<string, string> = {},
): Promise<BenchServer> {
  const base = `http://localhost:${port}`;
  if (
    await fetch(`${base}/nl/`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is in use: stop that server or pass --port`);
  // scripts/serve.ts: the build served with the folder's database, stopped with it on SIGTERM.
  const child: ChildProcess = spawn(
    process.execPath,
    ['--max-old-space-size=256', 'scripts/launch.mjs', 'scripts/serve.ts'],
    {
      env: { ...benchEnv(dataDir), ...extraEnv, PORT: String(port), SESSION_SECRET: SECRET, BENCH_REFERENCE: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  };
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    if (
      await fetch(`${base}/nl/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, pid: child.pid!, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`the server on ${base} did not answer within two minutes`);
}

/** Asks for a page and the build files it names, as a first visitor would (server/static-brotli.ts). */
/**
 * A page as a visitor after the first finds it: rendered and stored, its scripts and styles
 * compressed, and the map's first tiles kept by the site (decision 036: each tile is fetched from
 * the tile server once, for every visitor after).
 */
export async function warm(url: string): Promise<void> {
  const html = await (await fetch(url)).text();
  const files = new Set(html.match(/\/_next\/static\/[\w./-]+\.(?:js|css)|\/map-tiles\/\d+\/\d+\/\d+/g) ?? []);
  for (const file of files)
    await fetch(new URL(file, url), { headers: { 'accept-encoding': 'br' } }).then((r) => r.arrayBuffer());
}

export function argValue(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((a) => a.startsWith(prefix))?.slice(prefix.length);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const BENCHMARKS_FILE = 'docs/benchmarks.md';

/**
 * Writes one benchmark's section of docs/benchmarks.md (the file is made when missing), formatted as
 * `npm test`'s format check wants it (a bench's table, unformatted, failed CI); returns the path.
 */
export function writeSection(name: string, body: string): string {
  const current = existsSync(BENCHMARKS_FILE)
    ? readFileSync(BENCHMARKS_FILE, 'utf8')
    : '# Benchmarks\n\nWritten by `npm run bench:lighthouse` and `npm run bench:load` (README, "Benchmarks").\n';
  writeFileSync(BENCHMARKS_FILE, replaceSection(current, name, body));
  run(['npx', 'prettier', '--write', '--log-level=warn', BENCHMARKS_FILE], process.env);
  return BENCHMARKS_FILE;
}

/** Replaces (or appends) the part of docs/benchmarks.md between `<!-- name:start -->` and `<!-- name:end -->`. */
function replaceSection(document: string, name: string, body: string): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${body.trim()}\n${end}`;
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from >= 0 && to > from) return document.slice(0, from) + block + document.slice(to + end.length);
  return `${document.trimEnd()}\n\n${block}\n`;
}

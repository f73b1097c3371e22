/**
 * Runs the site as one supervised unit (issue 14): the database (DATABASE_URL, or the data
 * folder's embedded PostgreSQL), the data preparation, then the site's server (Next.js behind the
 * edge, src/server/main.ts) in production or development mode as a child
 * with an IPC channel. SIGTERM or SIGINT: Next.js finishes the requests in flight and the mail
 * being sent, then the embedded database stops. Killed with -9, the child sees its channel close
 * and stops by itself; the database it leaves is found and reused by the next start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { mailRefusal, parseEnv } from '../../src/env';
import { randomBytes } from 'node:crypto';
import { parseEvery } from '../../src/domain/feed/sync-rules';
import { legacyPgliteMessage, acquireDatabase } from './database';
import { startSyncLoop } from './sync';
import { bundleServer } from './server-bundle';
import { log } from '../../src/log';

/** The old generation of the site server's heap, in MB (issue 33: site and database under 450 MB). */
const HEAP_MB = 256;

export type SiteOptions = {
  mode: 'start' | 'dev';
  /** Called after the data is ready, before serving (the production build). */
  beforeServe?: () => void;
  /** Called with the database's address once it is prepared, before anything else connects to it. */
  prepared?: (databaseUrl: string) => Promise<void>;
  /** Extra variables for the server process (SESSION_SECRET, IMPORT_TOKEN…). */
  env?: Record<string, string>;
  /** The server's standard output (its log, a line per request) appended to this file instead. */
  logFile?: string;
};

/**
 * The production server's Next.js configuration, as the build resolved it (`.next/required-server-
 * files.json`), handed over the way Next.js's own standalone server does: the server then never
 * loads next.config.ts, which costs a TypeScript compiler (next-swc) and next-intl's build plugin
 * (@swc/core) in its memory for as long as it runs, 40 MB (issue 33).
 */
function builtConfig(): Record<string, string> {
  const file = path.resolve('.next/required-server-files.json');
  const { config } = JSON.parse(readFileSync(file, 'utf8')) as { config: unknown };
  return { __NEXT_PRIVATE_STANDALONE_CONFIG: JSON.stringify(config) };
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/** A server of the previous run that is still closing gets a few seconds; then a clear message. */
async function waitForPort(port: number): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if (await portFree(port)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `Port ${port} is taken by another program (another npm start?): stop it, or start with PORT=${port + 1} npm start`,
  );
}

/**
 * The data preparation (content checks, migrations, the demo agency and its photos) in a process
 * of its own that exits when done: what it loads never stays in the supervisor's memory (issue 33).
 */
function prepareInChild(databaseUrl: string, server: { child?: ChildProcess }): Promise<void> {
  const child = (server.child = spawn(process.execPath, ['--import', 'tsx', path.resolve('scripts/prepare-data.ts')], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  }));
  return new Promise((resolve, reject) =>
    child.on('exit', (code, signal) => {
      server.child = undefined;
      if (code === 0) resolve();
      else reject(new Error(signal ? `stopped (${signal})` : 'the data preparation failed (its message is above)'));
    }),
  );
}

export async function runSite(options: SiteOptions): Promise<never> {
  const env = parseEnv({ ...process.env, NEXT_PHASE: 'phase-production-build' });
  // Refused before the database starts: a public site whose leads' mail nobody would receive.
  const mail = mailRefusal(env);
  if (mail) throw new Error(`SMTP_URL ${mail}.`);
  const legacy = env.DATABASE_URL ? undefined : legacyPgliteMessage(env.DATA_DIR);
  if (legacy) throw new Error(legacy);
  const syncEvery = env.SYNC_URL ? parseEvery(env.SYNC_EVERY) : null;
  if (env.SYNC_URL && !syncEvery)
    throw new Error(`SYNC_EVERY=${env.SYNC_EVERY}: expected a duration of 30s to 7d, such as 30s, 15m, 1h, 1d`);
  // The pull hands the feed to the site's own import: without IMPORT_TOKEN, a token for the two of them.
  const importToken =
    env.IMPORT_TOKEN ?? options.env?.IMPORT_TOKEN ?? (env.SYNC_URL ? randomBytes(24).toString('hex') : undefined);
  const database = await acquireDatabase(env.DATA_DIR);
  const stopDatabase = () =>
    database
      .release({ stop: true })
      .catch((e: unknown) => console.error('database:', e instanceof Error ? e.message : e));
  const server: { child?: ChildProcess } = {};
  let stopping = false;
  const sync: { stop?: () => Promise<void> } = {};
  const onSignal = (signal: NodeJS.Signals) => {
    stopping = true;
    void sync.stop?.();
    if (server.child && server.child.exitCode === null) server.child.kill(signal);
    else void stopDatabase().then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  // `npm start` under a process manager: npm exits on SIGTERM without passing it on through its
  // shell, which leaves us to the init process. A new parent means "stop", as the signal would.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent && !stopping) onSignal('SIGTERM');
  }, 500).unref();
  try {
    if (database.embedded)
      console.log(
        `database: embedded PostgreSQL on 127.0.0.1:${database.embedded.port} (${path.join(env.DATA_DIR, 'postgres')})${database.embedded.startedHere ? '' : ', already running'}`,
      );
    await prepareInChild(database.url, server);
    await options.prepared?.(database.url);
    if (stopping) throw new Error('stopped');
    options.beforeServe?.();
    await waitForPort(env.PORT);
  } catch (error) {
    await stopDatabase();
    throw error;
  }
  // Next.js behind the site's edge (src/server/main.ts), compiled for this start.
  const entry = await bundleServer(options.mode);
  console.log(`serve: http://localhost:${env.PORT}`);
  // The heap's old generation is held to 256 MB: without a limit V8 lets it grow towards a quarter
  // of the machine's memory before it collects. Measured after two crawls (docs/benchmarks.md):
  // 320 MB left Next.js at 517 MB, 256 MB (with the page cache's 24 MB) at 398. What stays live
  // after a crawl is about 120 MB of heap.
  const heap = `--max-old-space-size=${HEAP_MB}`;
  const output = options.logFile ? openSync(options.logFile, 'a') : 'inherit';
  const child = (server.child = spawn(process.execPath, [heap, entry, ...(options.mode === 'dev' ? ['--dev'] : [])], {
    stdio: ['inherit', output, 'inherit', 'ipc'],
    env: {
      ...process.env,
      ...options.env,
      ...(importToken ? { IMPORT_TOKEN: importToken } : {}),
      ...(options.mode === 'start' ? { NODE_ENV: 'production', ...builtConfig() } : {}),
      DATABASE_URL: database.url,
      // Without SITE_URL, this machine on PORT (src/env.ts): the edge reads the same address.
      SITE_URL: env.SITE_URL,
      PORT: String(env.PORT),
      NEXT_TELEMETRY_DISABLED: '1',
    },
  }));
  if (env.SYNC_URL && syncEvery && importToken) {
    console.log(`sync: reading ${env.SYNC_URL} every ${env.SYNC_EVERY}, and at once after POST /api/import/notify/`);
    sync.stop = startSyncLoop({
      from: env.SYNC_URL,
      site: `http://localhost:${env.PORT}`,
      token: importToken,
      everyMs: syncEvery,
      databaseUrl: database.url,
      firstAfterMs: 10_000,
      // A job's line in the site's log (JSON with LOG_FORMAT=json), an error when the run failed.
      log: (line) =>
        /^sync failed|: failed|refused the feed/.test(line)
          ? log.error('sync', undefined, { run: line.trim() })
          : log.info('sync', { run: line.trim() }),
    }).stop;
  }
  const code = await new Promise<number>((resolve) =>
    child.on('exit', (c, signal) => resolve(c ?? (signal === 'SIGINT' ? 130 : 143))),
  );
  await sync.stop?.();
  await stopDatabase();
  process.exit(stopping && (code === 130 || code === 143) ? 0 : code);
}

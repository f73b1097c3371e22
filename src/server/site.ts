/**
 * The site as one program (issue 43, docs/decisions/029-one-program.md): this process checks the
 * settings, takes the database (DATABASE_URL, or the data folder's embedded PostgreSQL, started
 * here when no one runs it), prepares it (migrations, the agency's content on an empty database,
 * src/lib/installation/prepare.ts), then serves Next.js behind the edge (./serve.ts); its jobs
 * (mail, files, connectors, the feed pull, alerts) start with Next.js (src/instrumentation.ts).
 * SIGTERM or SIGINT: the requests in flight finish, then the mail being sent, then the embedded
 * database this process started stops. Killed with -9, the database it leaves is found and reused
 * by the next start.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { acquireDatabase, legacyPgliteMessage } from '@/db/acquire';
import { currentSettings, giveSettings, mailRefusal } from '@/env';
import { prepareDatabase, type ExampleAgency } from '@/lib/installation/prepare';
import { jsonConsole, log } from '@/log';
import { serveNext, stackOf } from './serve';

export type SiteOptions = {
  mode: 'start' | 'dev';
  /** An example agency a development command brings to an empty database (scripts/lib/demo-step.ts). */
  example?: ExampleAgency;
  /** Called with the database's address once it is prepared, before the site serves (the tests' template copy). */
  prepared?: (databaseUrl: string) => Promise<void>;
  /** Called after the data is ready, before serving (the production build of `npm start`). */
  beforeServe?: () => void;
  /** Settings a command gives the site (SESSION_SECRET made once for the data folder…); the environment's win. */
  env?: Record<string, string>;
};

/**
 * The production build's Next.js configuration, as the build resolved it (`.next/required-server-
 * files.json`), handed over the way Next.js's own standalone server does: the server then never
 * loads next.config.ts, which costs a TypeScript compiler (next-swc) and next-intl's build plugin
 * (@swc/core) in its memory for as long as it runs, 40 MB (issue 33).
 */
function takeBuiltConfig(): void {
  const file = path.resolve('.next/required-server-files.json');
  const { config } = JSON.parse(readFileSync(file, 'utf8')) as { config: unknown };
  giveSettings({ __NEXT_PRIVATE_STANDALONE_CONFIG: JSON.stringify(config) });
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

export async function runSite(options: SiteOptions): Promise<void> {
  giveSettings(options.env ?? {}, { fill: true });
  // Every line of the process in the log's format, the preparation's too (LOG_FORMAT=json: one object a line).
  jsonConsole();
  const settings = currentSettings();
  // Refused before the database starts: a public site whose leads' mail nobody would receive.
  const mail = mailRefusal(settings);
  if (mail) throw new Error(`SMTP_URL ${mail}.`);
  const legacy = settings.DATABASE_URL ? undefined : legacyPgliteMessage(settings.DATA_DIR);
  if (legacy) throw new Error(legacy);
  const database = await acquireDatabase(settings.DATA_DIR);
  const stopDatabase = () =>
    database
      .release({ stop: true })
      .catch((e: unknown) => console.error('database:', e instanceof Error ? e.message : e));

  // Every way out of this process goes through here: the embedded database stops last, after the
  // site's own shutdown (src/lib/shutdown.ts wraps this exit: requests, mail, files, the pool).
  const exit = process.exit.bind(process);
  process.exit = ((code?: number) => void stopDatabase().finally(() => exit(code))) as typeof process.exit;
  const serving: { stop?: (signal: NodeJS.Signals) => void } = {};
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (serving.stop) serving.stop(signal);
    else process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  // `npm start` under a process manager: npm exits on SIGTERM without passing it on through its
  // shell, which leaves us to the init process. A new parent means "stop", as the signal would.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) onSignal('SIGTERM');
  }, 500).unref();

  if (database.embedded)
    console.log(
      `database: embedded PostgreSQL on 127.0.0.1:${database.embedded.port} (${path.join(settings.DATA_DIR, 'postgres')})${database.embedded.startedHere ? '' : ', already running'}`,
    );
  // What Next.js and the site's modules read from now on.
  giveSettings({
    DATABASE_URL: database.url,
    // Without SITE_URL, this machine on PORT (src/env.ts): the edge reads the same address.
    SITE_URL: settings.SITE_URL,
    PORT: String(settings.PORT),
    NEXT_TELEMETRY_DISABLED: '1',
  });
  await prepareDatabase(database.url, { example: options.example, dataDir: settings.DATA_DIR });
  await options.prepared?.(database.url);
  options.beforeServe?.();
  await waitForPort(settings.PORT);
  if (stopping) return;

  if (options.mode === 'start') {
    giveSettings({ NODE_ENV: 'production' });
    takeBuiltConfig();
  }
  console.log(`serve: http://localhost:${settings.PORT}`);
  const site = await serveNext(options.mode === 'dev');
  serving.stop = (signal) => void site.stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  // What escapes every handler is an error someone must find (issue 32): logged, then the process
  // goes on (a rejection) or stops to be restarted (an exception leaves it in an unknown state).
  process.on('unhandledRejection', (error) => log.error('unhandled rejection', error, { stack: stackOf(error) }));
  process.on('uncaughtException', (error) => {
    log.error('uncaught exception', error, { stack: stackOf(error) });
    process.exit(1);
  });
}

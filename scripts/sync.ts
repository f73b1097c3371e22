/**
 * `npm run sync -- --whise|--omnicasa|--sweepbright [--full]`: a run of a connector now, in the
 * running site (POST /api/connectors/whise/, /omnicasa/, /sweepbright/run/: SweepBright's waiting
 * events), and its line (issue 30).
 * `npm run sync -- --from https://software.example/feed.json [--every 15m] [--url http://localhost:3000]`
 * (or `--from feed.json`): reads the agency's feed and hands it to the running site's import,
 * which stores only what changed; one line per run. Once, or with --every on a schedule, a
 * `POST /api/import/notify/` starting a run at once. Token: IMPORT_TOKEN, the site's. Inside
 * `npm start` the same runs by itself when SYNC_URL is set (README).
 */
import { runLine, type RunOutcome } from '../src/domain/connectors/run-line';
import { parseEvery } from '../src/domain/feed/sync-rules';
import { parseEnv } from '../src/env';
import { acquireDatabase } from './lib/database';
import { startSyncLoop, syncOnce } from './lib/sync';

const args = process.argv.slice(2);
const value = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
};
const env = parseEnv({ ...process.env, NEXT_PHASE: 'phase-production-build' });
const from = value('from') ?? env.SYNC_URL;
const site = value('url') ?? `http://localhost:${env.PORT}`;
const every = value('every');
const token = env.IMPORT_TOKEN;

const connector = (['whise', 'omnicasa', 'sweepbright'] as const).find((name) => args.includes(`--${name}`));
if (connector) {
  if (!token) {
    console.error(`usage: IMPORT_TOKEN=… npm run sync -- --${connector} [--full] [--url http://localhost:3000]`);
    process.exit(2);
  }
  const route = connector === 'sweepbright' ? 'sweepbright/run' : connector;
  const address = new URL(`/api/connectors/${route}/${args.includes('--full') ? '?full=1' : ''}`, site);
  const response = await fetch(address, { method: 'POST', headers: { authorization: `Bearer ${token}` } }).catch(
    (error: unknown) => {
      console.error(
        `the site at ${site} did not answer (${error instanceof Error ? error.message : error}): is it running?`,
      );
      process.exit(1);
    },
  );
  const answer = (await response.json().catch(() => ({}))) as RunOutcome & { errors?: string[] };
  if (answer.errors) {
    console.error(answer.errors.join('\n'));
    process.exit(1);
  }
  console.log(runLine(connector, answer));
  if (!answer.busy)
    for (const line of [...answer.refused, ...answer.unplaced.map((u) => `not placed: ${u}`)]) console.log(`  ${line}`);
  process.exit(response.ok ? 0 : 1);
}
if (!from || !token) {
  console.error(
    'usage: IMPORT_TOKEN=… npm run sync -- --from https://…/feed.json|feed.json [--every 15m] [--url http://localhost:3000]',
  );
  process.exit(2);
}
if (!every) {
  const line = await syncOnce({ from, site, token, log: console.log });
  console.log(line);
  process.exit(line.includes(': failed: ') ? 1 : 0);
}
const everyMs = parseEvery(every);
if (!everyMs) {
  console.error(`--every ${every}: expected a duration of 30s to 7d, such as 30s, 15m, 1h, 1d`);
  process.exit(2);
}
// The notify of the site reaches us through its database (the data folder's, or DATABASE_URL).
const database = await acquireDatabase().catch(() => undefined);
const loop = startSyncLoop({ from, site, token, everyMs, databaseUrl: database?.url, firstAfterMs: 0 });
const stop = () =>
  void loop
    .stop()
    .then(() => database?.release())
    .then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

/**
 * `npm run sync -- --whise|--omnicasa|--sweepbright [--full]`: a run of a connector now, in this
 * process, on the site's database (DATABASE_URL, or the data folder's embedded PostgreSQL), with
 * the site's settings (WHISE_USERNAME…); its line (issue 30). SweepBright: its waiting events.
 * `npm run sync -- --from https://software.example/feed.json [--every 15m]` (or `--from feed.json`,
 * default SYNC_URL): reads the agency's feed and applies it here with the import's checks (only
 * what changed is stored); one line per run; with --every on a schedule, a `POST
 * /api/import/notify/` starting a run at once. Either way the running servers of the database
 * refresh their pages and send the mails and fetch the photos queued (they hear it through
 * PostgreSQL). Inside the site the same pull runs by itself when SYNC_URL is set (README).
 */
import { parseEnv } from '../src/env';
import { acquireDatabase } from '../src/db/acquire';
import { parseEvery } from '../src/domain/feed/sync-rules';

const args = process.argv.slice(2);
const value = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
};
const env = parseEnv({ ...process.env, NEXT_PHASE: 'phase-production-build' });
const connector = (['whise', 'omnicasa', 'sweepbright'] as const).find((name) => args.includes(`--${name}`));
const from = value('from') ?? env.SYNC_URL;
const every = value('every');
const everyMs = every ? parseEvery(every) : null;

if (!connector && !from) {
  console.error('usage: npm run sync -- --whise|--omnicasa|--sweepbright [--full]');
  console.error('   or: npm run sync -- --from https://…/feed.json|feed.json [--every 15m]');
  process.exit(2);
}
if (every && !everyMs) {
  console.error(`--every ${every}: expected a duration of 30s to 7d, such as 30s, 15m, 1h, 1d`);
  process.exit(2);
}

const database = await acquireDatabase();
process.env.DATABASE_URL = database.url;
await import('./lib/server-only-off.mjs');
const { closeDb } = await import('../src/db/client');
const done = async (code: number) => {
  await closeDb().catch(() => undefined);
  await database.release();
  process.exit(code);
};

if (connector) {
  const { runConnectorCommand } = await import('../src/lib/connectors/command');
  const { lines, ok } = await runConnectorCommand(connector, args.includes('--full'));
  for (const line of lines) (ok ? console.log : console.error)(line);
  await done(ok ? 0 : 1);
} else {
  const { pullOnce } = await import('../src/lib/feed/pull');
  const { invalidate } = await import('../src/lib/cache/invalidate');
  const { feedTags } = await import('../src/lib/feed/announce');
  const options = {
    from: from!,
    log: console.log,
    // The running servers refresh the pages of what changed (NOTIFY) and send and fetch what was
    // queued (their mail and file schedules).
    announce: (summary: Parameters<typeof feedTags>[0]) => invalidate(feedTags(summary)),
  };
  if (!everyMs) {
    const line = await pullOnce(options);
    console.log(line);
    await done(line.includes(': failed: ') ? 1 : 0);
  } else {
    const { runPullSchedule } = await import('../src/lib/feed/pull-schedule');
    const schedule = runPullSchedule({ ...options, everyMs, firstAfterMs: 0, write: console.log });
    // The schedule's timers let the process end; this one keeps it until a signal.
    const alive = setInterval(() => undefined, 1 << 30);
    const stop = () => {
      clearInterval(alive);
      void schedule.stop().then(() => done(0));
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  }
}

import 'server-only';
import { runLine } from '@/domain/connectors/run-line';
import { parseEvery } from '@/domain/feed/sync-rules';
import { env } from '@/env';
import { deliverDueLeads } from './deliveries';
import { runConnector, type RunResult, type Source } from './run';
import { configuredOmnicasa } from './omnicasa/source';
import { configuredSweepBright } from './sweepbright/source';
import { configuredWhise } from './whise/source';
import { defineJob, type Job } from '@/lib/jobs/job';
import { log } from '@/log';

/**
 * The connectors this server's settings configure (issue 30), kept in step on the SYNC_EVERY
 * schedule: each server of the database runs the schedule, and a run already under way elsewhere
 * makes it skip (connector_runs). A run's line goes to the log.
 */
export function configuredSources(): Source[] {
  return [configuredWhise(), configuredSweepBright(), configuredOmnicasa()].filter((s): s is Source => s !== null);
}

// The runs under way in this process (the schedule's, the back office's): a stopping server waits for them.
const underWay = new Set<Promise<unknown>>();

/** One run now (the schedule, the back office). */
export async function runNow(source: Source, full = false): Promise<RunResult> {
  const run = runConnector(source, { full });
  underWay.add(run);
  const result = await run.finally(() => underWay.delete(run));
  const line = { source: source.name, run: runLine(source.name, result) };
  if (!result.busy && result.outcome === 'failed') log.error('connector', undefined, line);
  else log.info('connector', line);
  return result;
}

const LEAD_PASS_MS = 30_000;
const PUSH_RETRY_MS = 60_000;

/** The due leads handed to the software, every 30 s and at once after a lead is stored. */
const leadSender = defineJob('lead sender', {
  everyMs: LEAD_PASS_MS,
  pass: async (stopping) => {
    while ((await deliverDueLeads(configuredSources())) > 0 && !stopping());
  },
});

/** Each configured software's schedule: its changes every SYNC_EVERY (a software that pushes: its waiting events every minute). */
const schedules = (): Job[] =>
  configuredSources().map((source) =>
    defineJob(`connector ${source.name}`, {
      firstAfterMs: 15_000,
      // A software that pushes is run at each of its events; the schedule only retries what waits.
      everyMs: source.compares ? parseEvery(env().SYNC_EVERY)! : Math.min(parseEvery(env().SYNC_EVERY)!, PUSH_RETRY_MS),
      pass: async () => void (await runNow(source)),
    }),
  );

/** Hands the due leads to the software now (after a lead is stored), or once more when a pass is running. */
export function kickLeadSender(): void {
  void leadSender.kick();
}

export function startConnectors(): void {
  if (configuredSources().some((s) => s.deliver)) leadSender.start();
  for (const [i, job] of schedules().entries()) {
    job.start();
    const source = configuredSources()[i]!;
    log.info('connector', {
      source: source.name,
      schedule: source.compares
        ? `every ${env().SYNC_EVERY}, the full comparison once a day`
        : `at each of its events (POST /api/connectors/${source.name}/)`,
    });
  }
}

/** Server shutdown: no new run; resolves when the runs under way are recorded. */
export async function stopConnectors(): Promise<void> {
  await Promise.allSettled([leadSender.stop(), ...schedules().map((job) => job.stop()), ...underWay]);
}

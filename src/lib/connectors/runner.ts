import 'server-only';
import { runLine } from '@/domain/connectors/run-line';
import { parseEvery } from '@/domain/feed/sync-rules';
import { env } from '@/env';
import { deliverDueLeads } from './deliveries';
import { runConnector, type RunResult, type Source } from './run';
import { configuredOmnicasa } from './omnicasa/source';
import { configuredSweepBright } from './sweepbright/source';
import { configuredWhise } from './whise/source';
import { log } from '@/log';

/**
 * The connectors this server's settings configure (issue 30), kept in step on the SYNC_EVERY
 * schedule: each server of the database runs the schedule, and a run already under way elsewhere
 * makes it skip (connector_runs). A run's line goes to the log.
 */
type Runner = {
  timers: NodeJS.Timeout[];
  running: Set<Promise<unknown>>;
  stopping: boolean;
  delivering?: Promise<void>;
  again?: boolean;
};
const holder = globalThis as typeof globalThis & { __vitrineConnectors?: Runner };
const state = (): Runner => (holder.__vitrineConnectors ??= { timers: [], running: new Set(), stopping: false });

export function configuredSources(): Source[] {
  return [configuredWhise(), configuredSweepBright(), configuredOmnicasa()].filter((s): s is Source => s !== null);
}

/** One run now (the schedule, `npm run sync -- --whise`, the back office). */
export async function runNow(source: Source, full = false): Promise<RunResult> {
  const r = state();
  const run = runConnector(source, { full });
  r.running.add(run);
  try {
    const result = await run;
    const line = { source: source.name, run: runLine(source.name, result) };
    if (!result.busy && result.outcome === 'failed') log.error('connector', undefined, line);
    else log.info('connector', line);
    return result;
  } finally {
    r.running.delete(run);
  }
}

/** Hands the due leads to the software now (after a lead is stored), or once more when a pass is running. */
export function kickLeadSender(): void {
  const r = state();
  if (r.stopping) return;
  if (r.delivering) {
    r.again = true;
    return;
  }
  r.delivering = (async () => {
    try {
      do {
        r.again = false;
        while ((await deliverDueLeads(configuredSources())) > 0 && !r.stopping);
      } while (r.again && !r.stopping);
    } catch (error) {
      log.error('lead sender', error);
    } finally {
      r.delivering = undefined;
    }
  })();
}

const LEAD_PASS_MS = 30_000;
const PUSH_RETRY_MS = 60_000;

export function startConnectors(): void {
  const r = state();
  if (r.timers.length) return;
  if (configuredSources().some((s) => s.deliver)) {
    const leads = setInterval(kickLeadSender, LEAD_PASS_MS);
    leads.unref();
    r.timers.push(leads);
    kickLeadSender();
  }
  const everyMs = parseEvery(env().SYNC_EVERY) ?? 15 * 60_000;
  for (const source of configuredSources()) {
    const tick = () => {
      if (!r.stopping)
        void runNow(source).catch((error: unknown) => log.error('connector', error, { source: source.name }));
    };
    const first = setTimeout(tick, 15_000);
    first.unref();
    // A software that pushes is run at each of its events; the schedule only retries what waits.
    const timer = setInterval(tick, source.compares ? everyMs : Math.min(everyMs, PUSH_RETRY_MS));
    timer.unref();
    r.timers.push(first, timer);
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
  const r = state();
  r.stopping = true;
  for (const t of r.timers) clearTimeout(t);
  await Promise.allSettled([...r.running, r.delivering]);
}

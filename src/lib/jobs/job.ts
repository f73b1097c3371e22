import 'server-only';
import { log } from '@/log';

/**
 * A background job of the site's process (issue 43: one runner for all of them): mail, the feed's
 * files, the leads handed to the agency software, each connector's schedule, the feed pull. One
 * pass at a time per job and process; a kick during a pass asks for one more pass after it; a pass
 * that says more is waiting is followed at once. What runs across servers is the work's own
 * business (the queues are claimed in the database with `skip locked`, connector runs take their
 * row). `stop` (the server's shutdown) ends the schedule and waits for the pass under way.
 */
export type Job = {
  /** A pass now, or one more after the pass under way; resolves when the passes end. */
  kick: () => Promise<void>;
  /** The schedule: a first pass after `firstAfterMs` (default at once), then every `everyMs`. */
  start: () => void;
  stop: () => Promise<void>;
};

export type JobOptions = {
  everyMs: number;
  firstAfterMs?: number;
  /** One pass; `stopping()` turns true at shutdown; true when more is waiting (a full batch). */
  pass: (stopping: () => boolean) => Promise<boolean | void>;
};

type State = { timers: NodeJS.Timeout[]; running?: Promise<void>; again: boolean; stopping: boolean };
// One state per job and process, kept across hot reloads in development.
const holder = globalThis as typeof globalThis & { __vitrineJobs?: Map<string, State> };
const states = (holder.__vitrineJobs ??= new Map());

export function defineJob(name: string, options: JobOptions): Job {
  const state = (): State => {
    let s = states.get(name);
    if (!s) states.set(name, (s = { timers: [], again: false, stopping: false }));
    return s;
  };
  const kick = (): Promise<void> => {
    const s = state();
    if (s.stopping) return Promise.resolve();
    if (s.running) {
      s.again = true;
      return s.running;
    }
    s.running = (async () => {
      try {
        let more: boolean | void = false;
        do {
          s.again = false;
          more = await options.pass(() => s.stopping);
        } while ((s.again || more) && !s.stopping);
      } catch (error) {
        // Drizzle's message names the query; the database's own reason is its cause (logged with it).
        log.error(name, error);
      } finally {
        s.running = undefined;
      }
    })();
    return s.running;
  };
  return {
    kick,
    start: () => {
      const s = state();
      if (s.timers.length || s.stopping) return;
      const every = setInterval(() => void kick(), options.everyMs);
      const first = setTimeout(() => void kick(), options.firstAfterMs ?? 0);
      every.unref();
      first.unref();
      s.timers.push(every, first);
    },
    stop: async () => {
      const s = state();
      s.stopping = true;
      for (const timer of s.timers) clearTimeout(timer);
      s.timers = [];
      await s.running;
    },
  };
}

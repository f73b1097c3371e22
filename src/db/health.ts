/**
 * Whether the PostgreSQL server answers, as this process last saw it. A lost connection marks
 * it down at once (pool errors, failed connects and queries); a probe every half second brings
 * it back up without a restart. The proxy reads the flag to answer 503 instead of rendering.
 * Kept on globalThis: the proxy and the pages are separate bundles of one process.
 */
type Probe = () => Promise<unknown>;
type State = { down: boolean; since: number; timer?: ReturnType<typeof setInterval> };

const holder = globalThis as typeof globalThis & { __vitrineDbHealth?: State };
const state = (): State => (holder.__vitrineDbHealth ??= { down: false, since: 0 });

const PROBE_EVERY_MS = 500;

/** Errors that mean "no database right now" rather than a bad query: network, shutdown, start-up. */
export function isConnectionError(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; cause?: unknown; message?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    // 08xxx connection exceptions; 57P01–57P03 admin shutdown, crash shutdown, cannot connect now.
    if (/^(08...|57P0[123])$/.test(code)) return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'].includes(code)) return true;
    if (
      typeof e.message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|connection is closed|Client has encountered a connection error/i.test(
        e.message,
      )
    )
      return true;
  }
  return false;
}

export function databaseDown(): boolean {
  return state().down;
}

/** Marks the database down and starts probing it until it answers again. */
export function markDatabaseDown(probe: Probe): void {
  const s = state();
  if (s.down) return;
  s.down = true;
  s.since = Date.now();
  let running = false;
  s.timer = setInterval(() => {
    if (running) return;
    running = true;
    probe()
      .then(() => markDatabaseUp())
      .catch(() => undefined)
      .finally(() => (running = false));
  }, PROBE_EVERY_MS);
  s.timer.unref?.();
}

export function markDatabaseUp(): void {
  const s = state();
  if (s.timer) clearInterval(s.timer);
  s.timer = undefined;
  s.down = false;
}

/**
 * Rules of the feed's pull (`npm run sync`, SYNC_URL and SYNC_EVERY): how often, and the one line
 * each run logs. Pure.
 */
const UNITS: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** "30s", "15m", "1h", "1d" (or a number of minutes) → milliseconds; null when unreadable or under 30 s. */
export function parseEvery(text: string): number | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([smhd]?)\s*$/i.exec(text);
  if (!m) return null;
  const ms = Number(m[1]) * UNITS[(m[2] || 'm').toLowerCase()]!;
  return Number.isFinite(ms) && ms >= 30_000 && ms <= 7 * 86_400_000 ? Math.round(ms) : null;
}

/** The address to read, with the ids a notify named when the address asks for them (`{ids}`). */
export function syncAddress(from: string, ids: number[] = []): string {
  if (!from.includes('{ids}')) return from;
  return from.replace('{ids}', encodeURIComponent([...new Set(ids)].sort((a, b) => a - b).join(',')));
}

type Answer = {
  created?: number[];
  changed?: number[];
  withdrawn?: number[];
  unchanged?: number[];
  filesQueued?: number;
  mailsQueued?: number;
  refused?: string[];
  projects?: { created?: number[]; changed?: number[] };
  owners?: { created?: number[]; changed?: number[]; invited?: number };
};

/** One line per run: what changed, or why nothing could be. */
export function summaryLine(
  at: Date,
  ms: number,
  outcome: { answer: Answer } | { notModified: true } | { error: string },
): string {
  const when = `sync ${at.toISOString().slice(0, 19)}Z`;
  const took = `(${(ms / 1000).toFixed(1)} s)`;
  if ('error' in outcome) return `${when}: failed: ${outcome.error} ${took}`;
  if ('notModified' in outcome) return `${when}: the feed did not change ${took}`;
  const a = outcome.answer;
  const n = (list?: number[]) => list?.length ?? 0;
  return (
    `${when}: properties ${n(a.created)} new, ${n(a.changed)} changed, ${n(a.withdrawn)} withdrawn, ${n(a.unchanged)} unchanged; ` +
    `projects ${n(a.projects?.created)} new, ${n(a.projects?.changed)} changed; owners ${n(a.owners?.created)} new, ${n(a.owners?.changed)} changed; ` +
    `${a.filesQueued ?? 0} files queued, ${a.mailsQueued ?? 0} mails; ${n(a.refused as unknown as number[])} refused ${took}`
  );
}

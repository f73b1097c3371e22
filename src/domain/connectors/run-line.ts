/** The one line a connector's run logs and `npm run sync -- --whise` prints (issue 30). Pure. */
type Ids = { length: number };
export type RunOutcome =
  | { busy: true }
  | {
      busy: false;
      full: boolean;
      outcome: 'ok' | 'failed';
      error?: string;
      refused: string[];
      unplaced: string[];
      warnings: string[];
      notShown?: string[];
      legalGaps?: { length: number };
      summary?: {
        created: Ids;
        changed: Ids;
        withdrawn: Ids;
        unchanged: Ids;
        filesQueued: number;
        projects: { created: Ids; changed: Ids };
      };
    };

export function runLine(name: string, result: RunOutcome): string {
  if (result.busy) return `${name}: a run is already under way`;
  const head = `${name} ${result.full ? 'full comparison' : 'changes'}`;
  if (result.outcome === 'failed' || !result.summary) return `${head}: failed: ${result.error ?? 'no answer'}`;
  const s = result.summary;
  return (
    `${head}: properties ${s.created.length} new, ${s.changed.length} changed, ${s.withdrawn.length} withdrawn, ` +
    `${s.unchanged.length} unchanged; projects ${s.projects.created.length} new, ${s.projects.changed.length} changed; ` +
    `${s.filesQueued} files queued; ${result.refused.length} refused; ${result.unplaced.length} ${result.unplaced.length === 1 ? 'field' : 'fields'} not placed; ` +
    `${result.notShown?.length ?? 0} not shown; ${result.legalGaps?.length ?? 0} lacking a legal mention` +
    (result.warnings.length ? `; ${result.warnings.join('; ')}` : '')
  );
}

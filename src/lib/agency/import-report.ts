/** What `npm run import` prints: the site's answer in one line, refusals, and a progress bar for the files. */
import 'server-only';

type Counts = Record<string, number[] | number | undefined>;

const n = (from: Counts | undefined, key: string) => ((from?.[key] as number[] | undefined) ?? []).length;

export function summaryLines(answer: Record<string, unknown>): string[] {
  const projects = answer.projects as Counts | undefined;
  const owners = answer.owners as Counts | undefined;
  return [
    `properties: ${n(answer as Counts, 'created')} new, ${n(answer as Counts, 'changed')} changed, ${n(answer as Counts, 'withdrawn')} withdrawn, ${n(answer as Counts, 'unchanged')} unchanged; ` +
      `projects: ${n(projects, 'created')} new, ${n(projects, 'changed')} changed; owners: ${n(owners, 'created')} new (${String(owners?.invited ?? 0)} invited), ${n(owners, 'changed')} changed; ` +
      `${String(answer.mailsQueued)} search-demand mails queued`,
    ...((answer.refused as string[] | undefined) ?? []).map((line) => `  refused: ${line}`),
  ];
}

/** A bar that redraws itself on a terminal and writes a line per change elsewhere (CI logs). */
export function progressBar(total: number): (pending: number) => void {
  const width = 30;
  let last = '';
  return (pending) => {
    const done = Math.max(0, total - pending);
    const filled = total ? Math.round((done / total) * width) : width;
    const line = `files: [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`;
    if (line !== last) process.stdout.write(process.stdout.isTTY ? `\r${line}` : `${line}\n`);
    last = line;
    if (pending === 0 && process.stdout.isTTY) process.stdout.write('\n');
  };
}

/** Where an import's lines go: the outcome, the refusals, and the files' progress (given the total). */
export type ImportOutput = {
  line: (text: string) => void;
  problem: (text: string) => void;
  progress: (total: number) => (pending: number) => void;
};

/** A command's output: the terminal (the progress bar above). */
export const TERMINAL: ImportOutput = {
  line: (text) => console.log(text),
  problem: (text) => console.error(text),
  progress: progressBar,
};

/**
 * Memory of processes from /proc (Linux). Proportional set size (PSS) counts a page shared by n
 * processes as 1/n to each, so the sizes of several processes add up to what they hold together
 * (the resident size, RSS, counts Node's or PostgreSQL's shared pages once per process).
 */
import { readFileSync, readdirSync } from 'node:fs';

type Measure = 'rss' | 'pss';

function kib(pid: number, measure: Measure): number {
  const [file, field] = measure === 'rss' ? ['status', 'VmRSS'] : ['smaps_rollup', 'Pss'];
  try {
    const line = readFileSync(`/proc/${pid}/${file}`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${field}:`));
    return Number(line?.match(/\d+/)?.[0] ?? 0);
  } catch {
    return 0;
  }
}

function children(): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      map.set(ppid, [...(map.get(ppid) ?? []), Number(name)]);
    } catch {
      // gone meanwhile
    }
  }
  return map;
}

/** `root` and every process under it. */
export function processTree(root: number, map = children()): number[] {
  return [root, ...(map.get(root) ?? []).flatMap((c) => processTree(c, map))];
}

/** The processes right under `parent` whose command line matches `pattern`, each with its own tree. */
export function childTrees(parent: number, pattern: RegExp): number[] {
  const map = children();
  return (map.get(parent) ?? [])
    .filter((pid) => {
      try {
        return pattern.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '));
      } catch {
        return false;
      }
    })
    .flatMap((pid) => processTree(pid, map));
}

/** MB of these processes: `rss` (each one's resident size) or `pss`. */
export function megabytes(pids: number[], measure: Measure): number {
  return Math.round(pids.reduce((sum, pid) => sum + kib(pid, measure), 0) / 1024);
}

/** MB of the tree under `root`. */
export function treeMegabytes(root: number, measure: Measure): number {
  return megabytes(processTree(root), measure);
}

/** Memory of a process tree from /proc (Linux): resident size, or proportional size (shared pages counted once). */
import { readFileSync, readdirSync } from 'node:fs';

function kib(pid: number, file: 'status' | 'smaps_rollup', field: 'VmRSS' | 'Pss'): number {
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

function tree(root: number, map: Map<number, number[]>): number[] {
  return [root, ...(map.get(root) ?? []).flatMap((c) => tree(c, map))];
}

/** MB of the tree under `root`: `rss` (each process's resident size) or `pss`. */
export function treeMegabytes(root: number, measure: 'rss' | 'pss'): number {
  const pids = tree(root, children());
  const total = pids.reduce(
    (sum, pid) => sum + (measure === 'rss' ? kib(pid, 'status', 'VmRSS') : kib(pid, 'smaps_rollup', 'Pss')),
    0,
  );
  return Math.round(total / 1024);
}

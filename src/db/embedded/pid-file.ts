/**
 * PostgreSQL's `postmaster.pid` in a cluster folder: line 1 the server's process id, 2 the folder,
 * 4 the port, 8 its status once it has one (`starting`, `ready`, `stopping`). Pure: no I/O.
 */
export type PidFile = { pid: number; dataDir: string; port: number; status?: string };

export function parsePidFile(text: string): PidFile | undefined {
  const lines = text.split(/\r?\n/);
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0 || port > 65535) return undefined;
  const status = lines[7]?.trim();
  return { pid, dataDir: lines[1]?.trim() ?? '', port, ...(status ? { status } : {}) };
}

import { processAlive } from './alive';
import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';

const STALE_MS = 120_000;

function holderGone(file: string): boolean {
  try {
    if (Date.now() - statSync(file).mtimeMs > STALE_MS) return true;
    return !processAlive(Number(readFileSync(file, 'utf8')));
  } catch {
    return true; // the lock went away meanwhile
  }
}

/**
 * Runs `work` while holding a lock file (made with O_EXCL), so two commands that start the same
 * folder's database at once do not both make or start it. A lock whose process is gone is taken over.
 */
export async function withFolderLock<T>(file: string, work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (holderGone(file)) rmSync(file, { force: true });
      else if (Date.now() > deadline) throw new Error(`another command holds ${file} for more than 90 s`);
      else await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(file, { force: true });
  }
}

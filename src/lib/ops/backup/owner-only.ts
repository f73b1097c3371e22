/**
 * A backup holds personal data (leads, their uploads, staff accounts): the whole of it is readable
 * by its owner only, whatever the process's umask: every folder 0700, every file 0600 (issue 44).
 */
import 'server-only';
import { chmod, readdir } from 'node:fs/promises';
import path from 'node:path';

export const OWNER_ONLY_DIR = 0o700;
export const OWNER_ONLY_FILE = 0o600;

/** Sets `dir` and everything in it to the owner's alone (chmod is not narrowed by the umask). */
export async function ownerOnly(dir: string): Promise<void> {
  await chmod(dir, OWNER_ONLY_DIR);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await ownerOnly(full);
    else if (entry.isFile()) await chmod(full, OWNER_ONLY_FILE);
  }
}

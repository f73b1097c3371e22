import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The account the server runs as: none when we are not root (it runs as us). */
export type RunAs = { uid: number; gid: number; name: string } | undefined;

const USER = 'postgres';

function lookUp(name: string): RunAs {
  for (const line of readFileSync('/etc/passwd', 'utf8').split('\n')) {
    const [user, , uid, gid] = line.split(':');
    if (user === name && uid && gid) return { uid: Number(uid), gid: Number(gid), name };
  }
  return undefined;
}

/**
 * PostgreSQL refuses to run as root. As root (a container, CI) it runs as the system account
 * `postgres` (Debian's package makes it; we make it when it is missing), which owns the cluster.
 */
export function runAs(): RunAs {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const found = lookUp(USER);
  if (found) return found;
  try {
    execFileSync(
      'useradd',
      [
        '--system',
        '--user-group',
        '--no-create-home',
        '--home-dir',
        '/nonexistent',
        '--shell',
        '/usr/sbin/nologin',
        USER,
      ],
      { stdio: 'pipe' },
    );
  } catch (error) {
    throw new Error(
      `PostgreSQL cannot run as root and the system account "${USER}" could not be made (${error instanceof Error ? error.message : error}): create it, or run as another user.`,
    );
  }
  const made = lookUp(USER);
  if (!made) throw new Error(`the system account "${USER}" was made but cannot be found in /etc/passwd`);
  return made;
}

/**
 * The account must be able to pass through every folder above the cluster. A folder closed to
 * others (a root home of mode 700) is named with the fix, instead of PostgreSQL's bare
 * "Permission denied".
 */
export function assertReachable(folder: string, user: NonNullable<RunAs>): void {
  for (let dir = path.dirname(path.resolve(folder)); ; dir = path.dirname(dir)) {
    const s = statSync(dir);
    const passes = s.uid === user.uid ? s.mode & 0o100 : s.gid === user.gid ? s.mode & 0o010 : s.mode & 0o001;
    if (!passes) {
      throw new Error(
        `The embedded PostgreSQL runs as the system account "${user.name}" (PostgreSQL refuses root), which cannot enter ${dir} ` +
          `(mode ${(s.mode & 0o777).toString(8)}). Set DATA_DIR to a folder it can reach (for example under /srv or /var/lib), ` +
          `or allow it through with: chmod o+x ${dir}`,
      );
    }
    if (dir === path.dirname(dir)) return;
  }
}

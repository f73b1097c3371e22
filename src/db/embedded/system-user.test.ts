import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assertReachable } from './system-user';

const root = mkdtempSync(path.join(tmpdir(), 'vitrine-reach-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the database account must reach its folder', () => {
  // An account that owns nothing here: only the "others" bits count for it.
  const stranger = { uid: 4_000_123, gid: 4_000_123, name: 'postgres' };

  it('names the closed folder and the fix', () => {
    const closed = path.join(root, 'home');
    mkdirSync(path.join(closed, 'site', '.data'), { recursive: true });
    chmodSync(root, 0o755);
    chmodSync(closed, 0o700);
    expect(() => assertReachable(path.join(closed, 'site', '.data', 'postgres'), stranger)).toThrow(
      `cannot enter ${closed} (mode 700). Set DATA_DIR to a folder it can reach (for example under /srv or /var/lib), or allow it through with: chmod o+x ${closed}`,
    );
  });

  it('passes where every folder above lets others through', () => {
    const open = path.join(root, 'srv');
    mkdirSync(path.join(open, '.data'), { recursive: true });
    chmodSync(open, 0o711);
    expect(() => assertReachable(path.join(open, '.data', 'postgres'), stranger)).not.toThrow();
  });
});

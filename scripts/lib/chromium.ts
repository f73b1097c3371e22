import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/**
 * Debian's Chromium for the browser tests (never a downloaded browser: docs/architecture.md).
 * Installs it when missing and this process may use apt-get; otherwise explains how.
 */
export function ensureChromium(): string {
  const wanted = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (existsSync(wanted)) return wanted;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log("chromium: not found, installing Debian's chromium (about 40 s)…");
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install =
      update.status === 0
        ? spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
            stdio: 'inherit',
            env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
          })
        : update;
    if (install.status === 0 && existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error(
    `chromium: not found at ${wanted}. Install Debian's package (sudo apt-get install chromium) ` +
      'or point CHROME_PATH at a Chromium or Chrome binary, then run npm test again.',
  );
  return wanted;
}

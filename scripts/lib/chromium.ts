import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/** Debian's old headless shell: the same Chromium without its browser window, a third less CPU (decision 027). */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the journeys run in: PLAYWRIGHT_CHROME when set, else Debian's headless shell when
 * installed, else CHROME_PATH or Debian's chromium (docs/decisions/027-headless-shell.md).
 */
export function browserForTests(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PLAYWRIGHT_CHROME) return env.PLAYWRIGHT_CHROME;
  if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return env.CHROME_PATH || '/usr/bin/chromium';
}

/**
 * Debian's Chromium and its headless shell for the browser tests (never a downloaded browser:
 * docs/architecture.md). Installs them when missing and this process may use apt-get; otherwise
 * explains how. Returns the browser the journeys run in.
 */
export function ensureChromium(): string {
  const wanted = browserForTests();
  if (existsSync(wanted) && existsSync(process.env.CHROME_PATH || '/usr/bin/chromium')) return wanted;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log("chromium: not found, installing Debian's chromium and its headless shell (about 40 s)…");
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install =
      update.status === 0
        ? spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'chromium-headless-shell'], {
            stdio: 'inherit',
            env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
          })
        : update;
    if (install.status === 0 && existsSync('/usr/bin/chromium')) return browserForTests();
  }
  console.error(
    `chromium: not found at ${wanted}. Install Debian's packages (sudo apt-get install chromium chromium-headless-shell) ` +
      'or point CHROME_PATH at a Chromium or Chrome binary, then run npm test again.',
  );
  return wanted;
}

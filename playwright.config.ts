import { defineConfig, devices } from '@playwright/test';
import { browserForTests } from './scripts/lib/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
const chrome = browserForTests();

/**
 * Browser journeys against the production build, served from its own data folder (.data-e2e) so
 * they never share a database with a running dev server. Debian's Chromium (its headless shell
 * when installed: docs/decisions/027-headless-shell.md), never a downloaded one.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    // Journeys start as a visitor who declined optional cookies; consent.spec.ts starts without.
    storageState: {
      cookies: [
        {
          name: 'consent',
          value: 'set.functional',
          domain: 'localhost',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    // A trace of every test costs a quarter of the suite's time (DOM snapshots at each step): in
    // CI only the retry of a failed test records one; on a developer's machine, every failure keeps its.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: chrome,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, grep: /@mobile/ },
  ],
  webServer: {
    command: 'node --max-old-space-size=256 scripts/launch.mjs scripts/e2e-server.ts',
    // SIGTERM, so the server stops its embedded PostgreSQL after its last request (SIGKILL would leave it running).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    url: `http://localhost:${port}/nl/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});

/**
 * The Chromium a Lighthouse benchmark drives (lighthouse.ts, lighthouse-why.ts): the same flags for
 * both. The map's tiles come from the site (decision 036), whose tile server is the bench's own
 * (tile-server.ts): the browser needs no second host.
 */
import * as chromeLauncher from 'chrome-launcher';

/** The Chromium of this machine (Debian's), or CHROME_PATH. */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export type BenchChrome = { port: number; kill: () => Promise<void> };

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--disable-extensions',
  // The bench's nginx (front.ts) answers on localhost with a certificate of its own making.
  '--ignore-certificate-errors',
];

/** Chromium with the bench's flags. */
export async function launchBenchChrome(): Promise<BenchChrome> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: FLAGS });
  return { port: chrome.port, kill: async () => void (await chrome.kill()) };
}

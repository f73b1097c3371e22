/**
 * Screenshots of pages at phone and desktop widths, to look at what a visitor sees:
 * `npx tsx scripts/screenshots.ts http://localhost:3000 /nl/ /fr/a-vendre/ …` → /tmp/shots/*.png
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

async function main() {
  const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
  const out = process.env.SHOTS_DIR ?? '/tmp/shots';
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 } });
    // As a visitor who already chose (no cookie banner), unless BANNER=1.
    if (process.env.BANNER !== '1') await context.addCookies([{ name: 'consent', value: 'set.functional', url: base }]);
    const page = await context.newPage();
    for (const path of paths.length ? paths : ['/nl/']) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${width}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage: process.env.FULL === '1' });
      console.log(`${out}/${name}`);
    }
    await context.close();
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import type { Page } from '@playwright/test';

/**
 * Holds the page's scripts back until `release()`: the page shows its server HTML and works as
 * plain HTML meanwhile, as on a slow phone before hydration; what the visitor did then must count.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  return { release: () => release() };
}

/** The page's code ran: the shell's scroll watcher marked the document (`data-scrolled`). */
export const hydrated = (page: Page) => page.locator('html[data-scrolled]').waitFor({ state: 'attached' });

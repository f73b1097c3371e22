import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Issue 33 on a phone: after a card's page, Back shows the list with the tapped card where it was
 * on the screen, at once. The browser restores the list's scroll position after the popstate
 * event; `html { scroll-behavior: smooth }` made that restore an animation from the top of the
 * card's page, so for most of a second (or for good, when a touch stopped it) the card was
 * hundreds of pixels below its place.
 */

/** The nth card of a list (0-based): the item that holds the card, not the filters' list items. */
const cardAt = (page: Page, index: number) => page.locator('main li:has(> article)').nth(index);

/** Brings the card to the same height on the screen in every case, then says where it is. */
async function placeCard(page: Page, card: Locator) {
  await card.evaluate((li) => {
    const top = li.getBoundingClientRect().top + window.scrollY - 250;
    window.scrollTo({ top, behavior: 'instant' });
  });
  await expect.poll(() => card.evaluate((li) => Math.round(li.getBoundingClientRect().top))).toBe(250);
  const box = await card.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

/** The card's box is in the viewport and within a few pixels of where it was. */
async function cardBackInPlace(page: Page, card: Locator, before: { x: number; y: number; height: number }) {
  const box = await card.boundingBox();
  expect(box).not.toBeNull();
  expect(Math.abs(box!.y - before.y)).toBeLessThanOrEqual(3);
  expect(Math.abs(box!.x - before.x)).toBeLessThanOrEqual(1);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
}

test.describe('Back to a list on a phone', () => {
  for (const { list, name } of [
    { list: '/nl/te-koop/', name: 'the sale list in Dutch' },
    { list: '/fr/a-louer/', name: 'the rent list in French' },
    { list: '/en/projects/', name: 'the projects in English' },
  ]) {
    test(`the fifth card is where it was on the screen after Back: ${name} @mobile`, async ({ page, isMobile }) => {
      test.skip(!isMobile, 'a phone: the mobile project');
      await page.goto(list);
      // Set once React runs (scroll-watcher.tsx): the tap is a client navigation.
      await expect(page.locator('html')).toHaveAttribute('data-scrolled', 'false');
      const card = cardAt(page, 4);
      const before = await placeCard(page, card);
      // Gone after a full page load: proves Back stayed in the same document.
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

      await card.locator('h3 a').tap();
      await page.waitForURL((url) => url.pathname !== list);
      await expect(page.locator('h1')).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      // The list's scroll position in every frame for a second after Back: the browser restores it
      // in one step (however many frames a loaded machine takes to render the list first), never
      // by an animation through the positions in between.
      await page.evaluate(() => {
        const w = window as unknown as { frames_: number[] };
        w.frames_ = [];
        window.addEventListener(
          'popstate',
          () => {
            const end = performance.now() + 1000;
            const sample = () => {
              w.frames_.push(window.scrollY);
              if (performance.now() < end) requestAnimationFrame(sample);
            };
            requestAnimationFrame(sample);
          },
          { once: true },
        );
      });
      await page.goBack();
      await page.waitForURL((url) => url.pathname === list);
      await page.waitForTimeout(1100);
      const frames = await page.evaluate(() => (window as unknown as { frames_: number[] }).frames_);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      const restored = await page.evaluate(() => window.scrollY);
      expect(restored).toBeGreaterThan(100);
      expect(frames.length).toBeGreaterThan(0);
      // At once: each frame shows the card's page top (not restored yet) or the restored place.
      expect(frames.filter((y) => y > 3 && Math.abs(y - restored) > 3)).toEqual([]);
      await cardBackInPlace(page, card, before);
      // And it stays there (nothing that loads afterwards moves it).
      await page.waitForTimeout(1000);
      await cardBackInPlace(page, card, before);
    });
  }
});

test.describe('Back to a list on a phone without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the browser puts the fifth card back where it was @mobile', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'a phone: the mobile project');
    await page.goto('/nl/te-koop/');
    const card = cardAt(page, 4);
    const before = await placeCard(page, card);
    await card.locator('h3 a').tap();
    await page.waitForURL((url) => url.pathname !== '/nl/te-koop/');
    await expect(page.locator('h1')).toBeVisible();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/nl/te-koop/');
    await cardBackInPlace(page, card, before);
  });
});

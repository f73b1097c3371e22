import { expect, test, type Page } from '@playwright/test';
import { blockTiles, resultCount, wakeMap } from './search-helpers';

/**
 * Issue 20 on a phone: every navigation starts at the top (the title in sight below the sticky
 * header) and Back returns to where the visitor was; a list's filters are one sheet; the home box
 * works as a plain form; the scroll-to-top button keeps off what the visitor reads.
 */

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The title is in sight, not under the sticky header. */
async function titleInSight(page: Page) {
  const header = await page.locator('header').first().boundingBox();
  const title = await page.locator('h1').first().boundingBox();
  expect(title).not.toBeNull();
  expect(title!.y).toBeGreaterThanOrEqual(header ? header.y + header.height - 1 : 0);
  expect(title!.y + title!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
}

test('a card opens its page at the top, and Back returns to the same place in the list @mobile', async ({ page }) => {
  await page.goto('/nl/te-koop/');
  const cards = page.locator('main article h3 a');
  const last = cards.last();
  await last.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
  // Where the (smooth) scrolling came to rest.
  let before = -1;
  await expect.poll(async () => before === (before = await scrollY(page))).toBe(true);
  await last.click();
  await page.waitForURL((url) => url.pathname !== '/nl/te-koop/');
  await expect(page.locator('h1')).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  await titleInSight(page);

  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/nl/te-koop/');
  await expect.poll(async () => Math.abs((await scrollY(page)) - before)).toBeLessThan(60);
});

test('a menu link and a page link open the new page at the top @mobile', async ({ page }) => {
  await page.goto('/en/for-rent/');
  await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
  // The pagination's next page.
  const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('link').last();
  if (await next.count()) {
    await next.click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => scrollY(page)).toBe(0);
  }
  await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
  await page.locator('a.logo-link').click();
  await page.waitForURL((url) => url.pathname === '/en/');
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('the filters on a phone are one sheet: several choices, a live count, one apply @mobile', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'a phone: the mobile project');
  await page.goto('/nl/te-koop/');
  const all = await resultCount(page);
  await page.locator('summary', { hasText: /^Filters/ }).click();
  const sheet = page.getByRole('form', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  // The page behind does not scroll while the sheet is open.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  const apply = sheet.getByRole('button', { name: /^Toon \d+ panden?$|^Geen panden$/ });
  await expect(apply).toHaveAccessibleName(`Toon ${all} panden`);

  await sheet.getByRole('checkbox', { name: 'Huis' }).check();
  await expect(apply).not.toHaveAccessibleName(`Toon ${all} panden`);
  await sheet.getByRole('checkbox', { name: 'Appartement' }).check();
  const lastCount = page.waitForResponse(
    (r) => r.url().includes('/api/search/count') && r.url().includes('bedrooms=2'),
  );
  await sheet.getByRole('combobox', { name: 'Slaapkamers' }).selectOption('2');
  await lastCount;
  // Still open, still on the same address: nothing applied yet.
  await expect(sheet).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  await expect(apply).toHaveAccessibleName(/^Toon \d+ panden?$/);
  await page.waitForTimeout(200); // the last count's answer, written
  const counted = Number(
    /\d+/.exec(await apply.evaluate((b) => (b.querySelector('span') as HTMLElement).innerText))![0],
  );
  expect(counted).toBeLessThan(all);

  await apply.click();
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?type=1&type=2&bedrooms=2$/);
  await expect(sheet).toBeHidden();
  expect(await resultCount(page)).toBe(counted);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

  // Escape closes it again, the focus back on its toggle.
  await page.locator('summary', { hasText: /^Filters/ }).click();
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page.locator('summary', { hasText: /^Filters/ })).toBeFocused();
});

test('the sheet counts in each language @mobile', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'a phone: the mobile project');
  for (const [path, toggle, type, count] of [
    ['/fr/a-louer/', /^Filtres/, 'Appartement', /^Voir \d+ biens?$|^Aucun bien$/],
    ['/en/for-rent/', /^Filters/, 'Apartment', /^Show \d+ propert(y|ies)$|^No properties$/],
  ] as const) {
    await page.goto(path);
    await page.locator('summary', { hasText: toggle }).click();
    const sheet = page.locator('details[data-filter-sheet] form');
    const apply = sheet.locator('button[type="submit"]');
    const before = (await apply.evaluate((b) => (b.querySelector('span') as HTMLElement).innerText)).trim();
    await sheet.getByRole('checkbox', { name: type, exact: true }).check();
    await expect(apply).not.toHaveAccessibleName(before);
    await expect(apply).toHaveAccessibleName(count);
  }
});

test('wide screens: the price filter is the home box slider and a moved handle applies at once', async ({ page }) => {
  await page.goto('/en/for-sale/');
  await page.mouse.move(40, 40); // the slider's code comes at the first sign of a person
  await expect(page.locator('[data-island]:not([data-island-live])')).toHaveCount(0);
  const filters = page.getByRole('form', { name: 'Filters' });
  const handle = filters.getByRole('slider', { name: 'Maximum price' });
  await handle.focus();
  await page.keyboard.press('PageDown');
  await expect(page).toHaveURL(/\/en\/for-sale\/\?price=0-\d+$/);
  // Every room count fits its field (nothing cut to "Ma…").
  for (const select of await filters.getByRole('combobox').all()) {
    expect(await select.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  }
});

test('the scroll-to-top button goes away on the way down and comes back on the way up @mobile', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'a phone: the mobile project');
  await page.goto('/nl/');
  const top = page.getByRole('button', { name: 'Terug naar boven' });
  // On the way down to the search box's button, the button never covers it.
  const search = page.getByRole('search').locator('button[type="submit"]');
  // The first scroll makes the search box live (its code is fetched then, and the live box may be
  // taller or shorter): wait for it, so that the box does not move after the walk below. A person's
  // scroll (the wheel): one made by the page itself is no sign of a person (decision 032).
  await page.mouse.wheel(0, 100);
  await expect(page.locator('[data-island-live]').getByRole('search')).toBeAttached();
  // Down in steps of 100 px (instant: a wheel's smooth scrolling can overshoot) until it is in
  // sight; back up a step if the box still moved it above.
  for (let i = 0; i < 40; i++) {
    const { top, bottom } = await search.evaluate((b) => {
      const r = b.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom - innerHeight };
    });
    if (top >= 0 && bottom <= 0) break;
    await page.evaluate((step) => window.scrollBy({ top: step, behavior: 'instant' }), bottom > 0 ? 100 : -100);
    await page.waitForTimeout(60);
  }
  await expect(search).toBeInViewport();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(10);
  await expect(top).toBeHidden();
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 300);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
  await expect(top).toBeHidden();
  await page.mouse.wheel(0, -200);
  await expect(top).toBeVisible();
  await top.click();
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(top).toBeHidden();
});

test("the scroll-to-top button is off a map's open card @mobile", async ({ page, isMobile }) => {
  test.skip(!isMobile, 'a phone: the mobile project');
  await blockTiles(page);
  await page.goto('/nl/te-huur/?view=map');
  const map = page.getByRole('region', { name: /kaart/i }).first();
  await map.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, -100);
  await wakeMap(page);
  const live = page.locator('.leaflet-marker-pane');
  for (let i = 0; i < 6 && (await live.locator('.map-price').count()) === 0; i++) {
    await live.locator('.map-cluster').first().click();
    await page.waitForTimeout(500);
  }
  await live.locator('.map-price').first().click();
  await expect(page.getByTestId('map-card')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Terug naar boven' })).toBeHidden();
});

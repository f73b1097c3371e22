import { expect, test } from '@playwright/test';
import { blockTiles, cardPrices, LIVE_MARKS, resultCount, wakeMap } from './search-helpers';

test.describe('list pages with JavaScript', () => {
  test('filters, sort and paging combine and keep each other', async ({ page }) => {
    await page.goto('/en/for-sale/');
    const all = await resultCount(page);
    const filters = page.getByRole('form', { name: 'Filters' });

    // A ticked type updates the results without a full page load.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await filters.getByRole('checkbox', { name: 'House' }).check();
    await expect(page).toHaveURL(/\/en\/for-sale\/\?type=1$/);
    const houses = await resultCount(page);
    expect(houses).toBeGreaterThan(12);
    expect(houses).toBeLessThan(all);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/\?type=1&sort=price-asc$/);
    const first = await cardPrices(page);
    expect(first).toEqual([...first].sort((a, b) => a - b));

    const pages = Math.ceil(houses / 12);
    await expect(page.getByTestId('result-count')).toContainText(`Page 1 of ${pages}`);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\?type=1&sort=price-asc&page=2$/);
    await expect(page.getByTestId('result-count')).toContainText(`Page 2 of ${pages}`);
    const second = await cardPrices(page);
    expect(Math.min(...second)).toBeGreaterThanOrEqual(Math.max(...first));

    // A new filter starts again on page 1 and keeps the type and the sort.
    await filters.getByRole('combobox', { name: 'Bedrooms' }).selectOption('3');
    await expect(page).toHaveURL(/\?type=1&bedrooms=3&sort=price-asc$/);
    await expect(page.getByRole('link', { name: 'Remove filter: at least 3 bedrooms' })).toBeVisible();

    // Typed prices become the canonical price parameter.
    await filters.getByLabel('Up to (€)').fill('400000');
    await filters.getByLabel('Up to (€)').press('Enter');
    await expect(page).toHaveURL(/\?type=1&bedrooms=3&price=0-400000&sort=price-asc$/);
    for (const price of await cardPrices(page)) expect(price).toBeLessThanOrEqual(400_000);
  });

  test('no results: the message and a way to widen the search', async ({ page }) => {
    await page.goto('/nl/te-koop/?search=kasteel&bedrooms=9');
    await expect(page.getByText('Er zijn geen panden die aan uw zoekopdracht voldoen.')).toBeVisible();
    await page.getByRole('link', { name: 'Filter verwijderen: ‘kasteel’' }).click();
    await expect(page).toHaveURL(/\/nl\/te-koop\/\?bedrooms=9$/);
    await page.getByRole('link', { name: 'Wis alle filters' }).first().click();
    await expect(page).toHaveURL(/\/nl\/te-koop\/$/);
    expect(await resultCount(page)).toBeGreaterThan(12);
  });

  test('bad values are ignored, never an error page', async ({ page }) => {
    for (const query of [
      '?page=abc&sort=cheap&price=x-y',
      '?city=%00&type=-1&bedrooms=999',
      '?price=500-100&view=satellite',
      '?page=9999',
    ]) {
      const response = await page.goto(`/fr/a-vendre/${query}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText('À vendre');
    }
  });
});

test.describe('map view', () => {
  test('shows price markers and clusters without tiles, a card on a marker, and keeps the filters', async ({
    page,
  }) => {
    const tiles = await blockTiles(page);
    const leaflet: string[] = [];
    page.on('request', (r) => {
      if (/leaflet/i.test(r.url())) leaflet.push(r.url());
    });
    await page.goto('/nl/te-huur/?city=deinze%7C9800&sort=price-desc');
    expect(await resultCount(page)).toBe(59);
    expect(await page.locator('.leaflet-container').count()).toBe(0);

    await page.getByRole('link', { name: 'Kaart' }).click();
    await expect(page).toHaveURL(/\/nl\/te-huur\/\?city=deinze%7C9800&sort=price-desc&view=map$/);
    const map = page.getByRole('region', { name: 'Kaart van de gevonden panden' });
    await expect(map).toBeVisible();
    await expect(page.getByText('59 panden op de kaart')).toBeVisible();
    // Markers appear although every tile fails (the map view is a page of its own: the live map
    // comes with the visitor's next move there).
    await wakeMap(page);
    await expect(map.locator(LIVE_MARKS).first()).toBeVisible();
    expect(tiles.length).toBeGreaterThan(0);

    // Open clusters until a price marker shows, then choose it.
    const live = map.locator('.leaflet-marker-pane');
    for (let i = 0; i < 6 && (await live.locator('.map-price').count()) === 0; i++) {
      await live.locator('.map-cluster').first().click();
      await page.waitForTimeout(500);
    }
    const marker = live.locator('.map-price').first();
    await expect(marker).toBeVisible();
    const label = (await marker.innerText()).trim();
    await marker.click();
    const card = page.getByTestId('map-card');
    await expect(card).toBeVisible();
    await expect(card).toContainText(label);
    await expect(card.getByRole('link')).toHaveAttribute('href', /^\/nl\/(te-huur|projecten)\//);
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    // By keyboard: the marker has the focus back, Enter opens its card again.
    await expect(marker).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(card).toBeVisible();
    await expect(card.getByRole('link')).toBeFocused();
    await card.getByRole('button', { name: 'Sluiten' }).click();
    await expect(card).toBeHidden();

    await page.getByRole('link', { name: 'Lijst' }).click();
    await expect(page).toHaveURL(/\/nl\/te-huur\/\?city=deinze%7C9800&sort=price-desc$/);
    await expect(page.locator('.leaflet-container')).toHaveCount(0);
  });

  test('a map opened from its address shows its prices with the page; the live map comes with the first move and opens the price pressed', async ({
    page,
  }) => {
    await blockTiles(page);
    await page.goto('/nl/te-koop/?view=map');
    const ground = page.getByTestId('map-ground');
    // The server's ground: prices and clusters where the live map will draw them, no Leaflet yet.
    const marks = ground.locator('.map-price:visible, .map-cluster:visible');
    await expect(marks.first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.leaflet-container')).toHaveCount(0);
    const counts = await ground
      .locator('.map-cluster:visible')
      .evaluateAll((clusters) => clusters.map((c) => Number(c.textContent)));
    const prices = await ground.locator('.map-price:visible').count();
    expect(prices + counts.reduce((a, b) => a + b, 0)).toBeGreaterThan(1);
    expect(counts.every((count) => count > 1)).toBe(true);
    // Pressing a cluster (the pointer's move wakes the map): once live, the map is zoomed into it,
    // its tiles deeper than the ground's.
    const zoom = Number(await ground.locator('[data-zoom]:visible').getAttribute('data-zoom'));
    await ground.locator('.map-cluster:visible').first().click();
    const liveZoom = () =>
      page
        .locator('.leaflet-tile')
        .evaluateAll((tiles) =>
          Math.max(0, ...tiles.map((t) => Number(/\/map-tiles\/(\d+)\//.exec((t as HTMLImageElement).src)?.[1] ?? 0))),
        );
    await expect.poll(liveZoom).toBeGreaterThan(zoom);
    await expect(page.locator(LIVE_MARKS).first()).toBeVisible();
    await expect(ground.locator('.map-price, .map-cluster')).toHaveCount(0);
    // Pressing a price on the ground of a new tab (no pointer on it yet): once live, that price's
    // card is open. The other journeys change the demo's listings: there may be no lone price.
    const tab = await page.context().newPage();
    await blockTiles(tab);
    await tab.goto('/nl/te-koop/?view=map');
    const price = tab.getByTestId('map-ground').locator('.map-price:visible').first();
    await expect(tab.getByTestId('map-ground').locator('.map-cluster:visible').first()).toBeVisible();
    if ((await price.count()) > 0) {
      const label = (await price.innerText()).trim();
      await price.click();
      const card = tab.getByTestId('map-card');
      await expect(card).toBeVisible();
      await expect(card).toContainText(label);
    }
    await tab.close();
  });

  test('a hidden address is an approximate circle, never a pin at the address', async ({ page }) => {
    await blockTiles(page);
    const html = await (await page.request.get('/en/for-sale/?view=map')).text();
    expect(html).toContain('approximate\\":true');
    await page.goto('/en/for-sale/?view=map');
    await wakeMap(page);
    // Leaflet draws circles as SVG paths in the overlay pane; markers are HTML in the marker pane.
    await expect(page.locator('.leaflet-overlay-pane path').first()).toBeAttached();
  });
});

import type { Page } from '@playwright/test';

/**
 * The test machine is offline: the map's tiles, which the browser asks of the site (decision 036),
 * are answered with an empty 404 at once, before the site tries the tile server.
 */
export async function blockTiles(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(/\/map-tiles\//, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 404, body: '' });
  });
  return requested;
}

/** "20 properties found" → 20 (any language). */
export async function resultCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('result-count').innerText()).trim();
  const match = /\d[\d.]*/.exec(text);
  return match ? Number(match[0].replace(/\./g, '')) : 0;
}

/** Prices of the cards on the page, in order (on request and "from" prices skipped). */
export async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('section[aria-label] article p.text-brand').allInnerTexts();
  // The sign before or after, thousands by dots, commas or (narrow) spaces: every language's style.
  return texts
    .map((t) => /€\s?(\d[\d.,\u00a0\u202f]*)|(\d[\d.,\u00a0\u202f]*)\s?€/.exec(t))
    .map((m) => m?.[1] ?? m?.[2])
    .filter((v): v is string => !!v)
    .map((v) => Number(v.replace(/\D/g, '')));
}

/**
 * A person's hand on the page (a pointer move): the list's live map, Leaflet, comes at the first
 * sign of one (components/map/map-view.tsx); until then the server's ground shows its prices. Waits
 * for the live map's markers.
 */
export async function wakeMap(page: Page): Promise<void> {
  await page.mouse.move(8, 8);
  await page.mouse.move(16, 16);
  await page.locator(LIVE_MARKS).first().waitFor();
}

/** The live map's prices and clusters (the ground's have the same classes, outside Leaflet's panes). */
export const LIVE_MARKS = '.leaflet-marker-pane .map-price, .leaflet-marker-pane .map-cluster';

import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe';
import { blockTiles, wakeMap } from './search-helpers';

// WCAG 2.2 AA on the search surfaces: the home box (also with a dropdown open), the lists and the map.
const pages = [
  '/nl/',
  '/fr/a-vendre/?city=deinze%7C9800&bedrooms=2',
  '/en/for-rent/?search=zzzz',
  '/nl/te-koop/?view=map',
];

for (const path of pages) {
  test(`no accessibility violations on ${path}`, async ({ page }) => {
    await blockTiles(page);
    await page.goto(path);
    if (path.includes('view=map')) await wakeMap(page);
    // Markers sit where the properties are: their spacing is essential information, which WCAG
    // 2.5.8 exempts; everything else on the map (controls, card) is checked.
    await expectNoViolations(page, path, { include: 'main', exclude: ['.leaflet-marker-pane'] });
  });
}

test('no accessibility violations with the city dropdown open', async ({ page }) => {
  await page.goto('/en/');
  // The server HTML's city list is a native disclosure; React Aria's dropdown comes with the box's
  // code, at the first sign of a person.
  await page.mouse.move(40, 40);
  await expect(page.locator('[data-island]:not([data-island-live])')).toHaveCount(0);
  await page.getByRole('button', { name: /City/ }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectNoViolations(page, 'the city dropdown open');
});

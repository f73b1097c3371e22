import { expect, test } from '@playwright/test';
import { resultCount } from './search-helpers';

test.use({ javaScriptEnabled: false });

test.describe('list pages without JavaScript', () => {
  test('the filter form, sorting and paging work as plain links and GET forms', async ({ page }) => {
    await page.goto('/fr/a-vendre/');
    const all = await resultCount(page);
    // Narrow screens fold the filters away: the visitor opens them with the summary.
    const filters = page.getByRole('form', { name: 'Filtres' });
    await filters.getByRole('checkbox', { name: 'Maison' }).check();
    await filters.getByLabel('À partir de (€)').fill('100.000');
    await filters.getByRole('button', { name: 'Voir les résultats' }).click();
    // The plain form's fields become the canonical address.
    await expect(page).toHaveURL(/\/fr\/a-vendre\/\?type=1&price=100000-$/);
    const houses = await resultCount(page);
    expect(houses).toBeGreaterThan(0);
    expect(houses).toBeLessThan(all);

    await page.getByLabel('Trier par').selectOption('city-asc');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page).toHaveURL(/\?type=1&price=100000-&sort=city-asc$/);

    if (houses > 12) {
      await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/\?type=1&price=100000-&sort=city-asc&page=2$/);
    }
    await page.getByRole('link', { name: 'Carte' }).click();
    await expect(page).toHaveURL(/view=map/);
    // (Playwright turns scripts off without making the parser render <noscript>, so read the source.)
    expect(await page.content()).toContain('La carte nécessite JavaScript.');
  });
});

test('on a phone the folded filters open and apply without JavaScript @mobile', async ({ page }) => {
  await page.goto('/nl/te-huur/');
  // Phones see a "Filters" toggle (a plain <details>); wide screens show the panel directly.
  const summary = page.locator('summary', { hasText: 'Filters' });
  if (await summary.isVisible()) await summary.click();
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'Slaapkamers' }).selectOption('2');
  // On a phone the apply button counts what the filters find ("Toon 23 panden").
  await filters.getByRole('button', { name: /^Toon (resultaten|\d+ panden?)$/ }).click();
  await expect(page).toHaveURL(/\/nl\/te-huur\/\?bedrooms=2$/);
  await expect(page.getByRole('link', { name: 'Filter verwijderen: minstens 2 slaapkamers' })).toBeVisible();
});

import { expect, test } from '@playwright/test';

/** Issue 20: the home search box is a working plain form before (or without) its script. */
test.describe('the home search box without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [locale, goal, city, list, bedrooms] of [
    ['nl', 'Huren', 'Deinze', '/nl/te-huur/', 'Slaapkamers'],
    ['fr', 'Acheter', 'Deinze', '/fr/a-vendre/', 'Chambres'],
    ['en', 'Rent', 'Deinze', '/en/for-rent/', 'Bedrooms'],
  ] as const) {
    test(`sends its goal, cities, price and rooms in ${locale} @mobile`, async ({ page }) => {
      await page.goto(`/${locale}/`);
      const box = page.getByRole('search');
      await box.getByRole('radio', { name: goal }).check({ force: true });
      await box.locator('summary').first().click();
      await box.getByRole('checkbox', { name: new RegExp(`^${city} \\(\\d+\\)$`) }).check();
      const rent = list.includes('huur') || list.includes('rent');
      await box.getByRole('textbox', { name: /minim/i }).fill(rent ? '500' : '100000');
      await box.getByRole('textbox', { name: bedrooms, exact: true }).fill('2');
      await box.locator('button[type="submit"]').click();
      await expect(page).toHaveURL(
        (url) =>
          url.pathname === list && url.search === `?city=deinze%7C9800&bedrooms=2&price=${rent ? '500' : '100000'}-`,
      );
      await expect(page.getByTestId('result-count')).toBeVisible();
    });
  }
});

test('one chosen city shows its name alone, and the field keeps its height @mobile', async ({ page }) => {
  await page.goto('/nl/');
  const box = page.getByRole('search');
  await page.mouse.move(40, 40); // the box's code comes at the first sign of a person
  await expect(page.locator('[data-island]:not([data-island-live])')).toHaveCount(0);
  const trigger = box.getByRole('button', { name: /Gemeente/ });
  await trigger.click();
  const before = (await trigger.boundingBox())!.height;
  await page.getByRole('option', { name: /^Deinze \(\d+\)$/ }).click();
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveText(/^Deinze \(\d+\)$/);
  expect((await trigger.boundingBox())!.height).toBe(before);
  // (Before, the option's check box came along into the field, above the name.)
  await expect(trigger.locator('span.h-4.w-4')).toHaveCount(0);
});

test('a city ticked before the script came is carried over to the live box', async ({ page }) => {
  // The box's code comes at the first sign of a person: a tick is one, and the tick survives.
  await page.goto('/nl/');
  const box = page.getByRole('search');
  // Ticked in the server HTML without a sign of a person (a script's tick), then a first move.
  await box
    .locator('input[type="checkbox"][name="city"][value^="deinze|"]')
    .evaluate((input: HTMLInputElement) => (input.checked = true));
  await page.mouse.move(40, 40);
  await expect(page.locator('[data-island]:not([data-island-live])')).toHaveCount(0);
  await expect(box.getByRole('button', { name: /Gemeente/ })).toHaveText(/^Deinze \(\d+\)$/);
  await box.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?city=deinze%7C9800$/);
});

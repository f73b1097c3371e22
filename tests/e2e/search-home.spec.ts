import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { resultCount } from './search-helpers';

/** react-aria keeps the radio input visually hidden: the visitor clicks its label. */
async function chooseGoal(box: Locator, name: string) {
  await box
    .locator('label')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();
  await expect(box.getByRole('radio', { name })).toBeChecked();
}

// Home search box → the right list with exactly the specification's query, in each language.
const journeys = [
  {
    locale: 'nl',
    goal: 'Kopen',
    list: '/nl/te-koop/',
    cities: 'Gemeente',
    city: /^Deinze \(\d+\)$/,
    more: 'Meer Slaapkamers',
    expected: 'city=deinze%7C9800&bedrooms=2&price=100000-400000',
  },
  {
    locale: 'fr',
    goal: 'Louer',
    list: '/fr/a-louer/',
    cities: 'Commune',
    city: /^Deinze \(\d+\)$/,
    more: 'Plus Chambres',
    expected: 'city=deinze%7C9800&bedrooms=2&price=100-900',
  },
  {
    locale: 'en',
    goal: 'Buy',
    list: '/en/for-sale/',
    cities: 'City',
    city: /^Deinze \(\d+\)$/,
    more: 'More Bedrooms',
    expected: 'city=deinze%7C9800&bedrooms=2&price=100000-400000',
  },
];

for (const j of journeys) {
  test(`home search in ${j.locale} lands on the list with the exact query`, async ({ page }) => {
    await page.goto(`/${j.locale}/`);
    const box = page.getByRole('search');
    await chooseGoal(box, j.goal);
    const rent = j.list.includes('louer');

    // City by keyboard only: open with Enter, move with the arrows, toggle with Space, close with Escape.
    const trigger = box.getByRole('button', { name: new RegExp(j.cities) });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    const options = listbox.getByRole('option');
    const names = await options.allInnerTexts();
    const index = names.findIndex((n) => j.city.test(n.trim()));
    expect(index).toBeGreaterThanOrEqual(0);
    await expect(options.first()).toBeFocused();
    for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(trigger).toBeFocused();

    // Typed prices, read on Enter and on blur.
    const min = box.getByRole('textbox', { name: /minim/i });
    await min.fill(rent ? '100' : '100000');
    await min.press('Enter');
    const max = box.getByRole('textbox', { name: /maxim/i });
    await max.fill(rent ? '900' : '400000');
    await max.press('Tab');

    await box.getByRole('button', { name: j.more }).click();
    await box.getByRole('button', { name: j.more }).click();
    await box.locator('button[type="submit"]').click();

    await expect(page).toHaveURL((url) => url.pathname === j.list && url.search === `?${j.expected}`);
    await expect(page.locator('h1')).toBeVisible();
    const count = await resultCount(page);
    expect(count).toBeGreaterThan(0);
    // The list shows the same results a fresh load of the address gives.
    const again = await page.request.get(page.url());
    expect(await again.text()).toContain(`data-testid="result-count"`);
    for (const place of await page.locator('section[aria-label] article p.text-sm.text-muted').allInnerTexts())
      expect(place).toContain('Deinze');
  });
}

test('the slider handles move by their step with the arrow keys', async ({ page }) => {
  await page.goto('/en/');
  const box = page.getByRole('search');
  const [minThumb, maxThumb] = [
    box.getByRole('slider', { name: 'Minimum price' }),
    box.getByRole('slider', { name: 'Maximum price' }),
  ];
  await minThumb.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(minThumb).toHaveValue('2000');
  await maxThumb.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(maxThumb).toHaveValue('2999000');
  await expect(box.getByRole('textbox', { name: 'Maximum price' })).toHaveValue('€2,999,000');
  await chooseGoal(box, 'Rent');
  await minThumb.focus();
  await page.keyboard.press('ArrowRight');
  await expect(minThumb).toHaveValue('100');
  await box.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/en\/for-rent\/\?price=100-$/);
});

test('the 404 page offers the same search box', async ({ page }) => {
  const response = await page.goto('/nl/bestaat-niet-123/');
  expect(response?.status()).toBe(404);
  const box = page.getByRole('search');
  await expect(box.getByRole('radio', { name: 'Huren' })).toHaveCount(1);
  await box.getByRole('searchbox', { name: 'Trefwoord' }).fill('Deinze');
  await box.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?search=Deinze$/);
  expect(await resultCount(page)).toBeGreaterThan(0);
});

import { expect, test } from '@playwright/test';
import { expectMails, fill, ownAddress, person, tickCaptcha, unique } from './forms-helpers';
import { blockTiles } from './search-helpers';

test.beforeEach(async ({ page }) => ownAddress(page));

test('a search demand with a region drawn on the map instead of postal codes (en)', async ({ page }) => {
  await blockTiles(page);
  const email = unique('region');
  await page.goto('/en/search-demand/');
  const map = page.getByTestId('region-map');
  await expect(map.locator('.leaflet-container, .leaflet-pane').first()).toBeAttached();
  await expect(page.getByText('No points placed yet.')).toBeVisible();

  // Two clicks are not a region yet: the form says so when sent.
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width * 0.3, y: box.height * 0.3 } });
  await map.click({ position: { x: box.width * 0.7, y: box.height * 0.3 } });
  await expect(page.getByText('2 points placed: at least one more.')).toBeVisible();
  await fill(page, { ...person(email), goal: 'sale', types: '1' });
  await tickCaptcha(page, /not a robot/i);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Place at least three points to draw a region.')).toBeVisible();

  // The keyboard way: the map's centre as the third corner; undo and redo it.
  await page.getByRole('button', { name: 'Add the centre of the map' }).click();
  await expect(page.getByText('Region of 3 points drawn.')).toBeVisible();
  await page.getByRole('button', { name: 'Remove the last point' }).click();
  await expect(page.getByText('2 points placed: at least one more.')).toBeVisible();
  await map.click({ position: { x: box.width * 0.5, y: box.height * 0.75 } });
  await expect(page.getByText('Region of 3 points drawn.')).toBeVisible();
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(1);
  const region = JSON.parse(await page.locator('input[name="region"]').inputValue()) as [number, number][];
  expect(region).toHaveLength(3);
  for (const [lat, lng] of region) {
    expect(lat).toBeGreaterThan(50.5);
    expect(lng).toBeGreaterThan(3);
  }

  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/en\/thank-you\/demand-register\/$/);
  const mails = await expectMails(email, 2);
  // Quoted-printable wraps long lines with "=" at the end.
  const text = mails.map((m) => m.replace(/=\r?\n/g, ''));
  expect(text.some((m) => /region of 3 corners around 5\d\.\d{4}, 3\.\d{4}/.test(m))).toBe(true);
  expect(text.some((m) => /regio met 3 hoekpunten rond 5\d\.\d{4}, 3\.\d{4}/.test(m))).toBe(true);
});

import { expect, test, type Page } from '@playwright/test';
import { ownAddress, wakeIslands } from './forms-helpers';
import { holdScripts, hydrated } from './script-gate';

/*
 * The lead form and the home search box fetch their code at the first sign of a person
 * (docs/decisions/009-hydration-on-activity.md and 011-search-box-on-activity.md): a page that is
 * only loaded (a robot, Lighthouse) never downloads it, and someone who types, chooses or sends
 * before it came loses nothing.
 */

function scripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Loads a page and checks that, while nobody does anything, no further script is fetched. */
async function openIdle(page: Page, path: string, urls: string[]): Promise<number> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const atLoad = urls.length;
  await page.waitForTimeout(1_000);
  expect(urls.length, 'no script fetched while nobody does anything').toBe(atLoad);
  return atLoad;
}

test('the lead form: its code comes at the first key, and what was typed and the focus stay', async ({ page }) => {
  const errors = pageErrors(page);
  const urls = scripts(page);
  const atLoad = await openIdle(page, '/en/contact/?property=5110&form=visit', urls);
  // The server HTML is the whole form, without the captcha (it needs JavaScript).
  await expect(page.getByLabel('First name')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /I am not a robot/ })).toHaveCount(0);

  // A keyboard user goes straight to the first name and types before the code arrives.
  await page.getByLabel('First name').focus();
  await page.keyboard.type('Kim');
  await expect(page.getByRole('checkbox', { name: /I am not a robot/ })).toBeVisible();
  expect(urls.length, 'the form code was fetched').toBeGreaterThan(atLoad);
  await expect(page.getByLabel('First name')).toBeFocused();
  await page.keyboard.type('-Ann');
  await expect(page.getByLabel('First name')).toHaveValue('Kim-Ann');
  // Client validation is live now: an invalid e-mail address is named when the field is left.
  const email = page.locator('input[name="email"]');
  await email.fill('not-an-email');
  await email.blur();
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a form sent at once is checked: as plain HTML by the server before the page code came, else by the live form', async ({
  page,
}) => {
  await page.goto('/en/contact/');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/en\/contact\/$/);
});

test('a form sent before its island came, once the page code is there, is checked by the live form', async ({
  page,
}) => {
  await page.goto('/en/contact/');
  await hydrated(page);
  await expect(page.locator('[data-island]:not([data-island-live])').first()).toBeAttached();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  // The salutation is optional (issue 20): the first name is the first field missing.
  await expect(page.locator('input[name="firstName"]')).toBeFocused();
  await expect(page).toHaveURL(/\/en\/contact\/$/);
});

// A slow phone sends the form as plain HTML before its code came; the server answers with the
// form, the words and the messages. The live form that replaces it at the first move (at once on
// the search demand, whose map needs it) keeps them: it had lost both (issue 31).
for (const { path, name } of [
  { path: '/en/contact/', name: 'contact' },
  { path: '/en/search-demand/', name: 'search demand' },
]) {
  test(`a ${name} form refused as plain HTML keeps the words and the messages once live`, async ({ page }) => {
    await ownAddress(page);
    const gate = await holdScripts(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await page.locator('input[name="firstName"]').fill('Kim');
    await page.locator('input[name="email"]').fill('kim@example.be');
    await page.locator('input[name="phone"]').fill('not a phone');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('input[name="phone"]')).toHaveAttribute('aria-invalid', 'true');
    gate.release();
    await hydrated(page);
    await wakeIslands(page);
    await expect(page.getByRole('checkbox', { name: /I am not a robot/ })).toBeVisible();
    await expect(page.locator('input[name="firstName"]')).toHaveValue('Kim');
    await expect(page.locator('input[name="email"]')).toHaveValue('kim@example.be');
    await expect(page.locator('input[name="phone"]')).toHaveValue('not a phone');
    await expect(page.locator('input[name="phone"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter a valid phone number.')).toBeVisible();
  });
}

// A phone visitor picks a photo while the form's code is still on its way: the live form that
// replaces the server HTML keeps the file and names it (it was dropped without a word).
test('a photo chosen before the form code came is kept and named by the live form', async ({ page }) => {
  await ownAddress(page);
  const gate = await holdScripts(page);
  await page.goto('/en/testimonial/', { waitUntil: 'domcontentloaded' });
  await page.locator('input[name="name"]').fill('Kim');
  await page.locator('input[name="photo"]').setInputFiles({
    name: 'garden.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  gate.release();
  await hydrated(page);
  await wakeIslands(page);
  await expect(page.getByRole('checkbox', { name: /I am not a robot/ })).toBeVisible();
  const photo = page.locator('input[name="photo"]');
  expect(await photo.evaluate((input: HTMLInputElement) => [...(input.files ?? [])].map((f) => f.name))).toEqual([
    'garden.png',
  ]);
  // The live control names the chosen file (it heard the choice).
  await expect(page.locator('form').getByText('garden.png')).toBeVisible();
  await expect(page.locator('input[name="name"]')).toHaveValue('Kim');
});

test('a lead form reached by a client-side navigation shows at once', async ({ page }) => {
  await page.goto('/en/for-sale/');
  await page.waitForLoadState('networkidle');
  const href = await page
    .locator('main a[href^="/en/for-sale/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!).find((h) => /\/\d+\/$/.test(h)));
  await page.locator(`main a[href="${href}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('form[id^="lead-"]').first()).toBeAttached();
  await expect(page.getByRole('checkbox', { name: /I am not a robot/ }).first()).toBeAttached();
});

test('the home search box: its code comes at the first move; a goal and words chosen before it came stay', async ({
  page,
}) => {
  const errors = pageErrors(page);
  const urls = scripts(page);
  const atLoad = await openIdle(page, '/en/', urls);
  const box = page.getByRole('search');
  await expect(box.getByRole('radio', { name: 'Rent' })).toHaveCount(1);

  // The code is held back (a slow network) while the visitor chooses "Rent" and types words.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await box
    .locator('label')
    .filter({ hasText: /^Rent$/ })
    .click();
  await box.getByRole('searchbox').fill('garden');
  await expect.poll(() => urls.length, 'the box code is on its way').toBeGreaterThan(atLoad);
  release();

  // Live: the city list opens (it needs the code), and the choices made before are still there.
  const cities = box.getByRole('button', { name: /City/ });
  await cities.click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(box.getByRole('radio', { name: 'Rent' })).toBeChecked();
  await expect(box.getByRole('searchbox')).toHaveValue('garden');
  await box.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/en\/for-rent\/\?search=garden$/);
  expect(errors).toEqual([]);
});

import { spawnSync } from 'node:child_process';
import { expect, test } from '@playwright/test';

/**
 * The first admin of an agency (issue 29): `npm run staff -- add EMAIL --admin`, run on the test
 * server's data folder, prints a single-use link; its page sets the password and the admin signs in.
 */
test.use({ locale: 'nl-BE' });

test('npm run staff -- add EMAIL --admin prints a link that sets the password once, and the admin signs in', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const email = `eerste-${Date.now()}@agency.example`;
  const made = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/staff.ts', 'add', email, '--admin', '--name', 'Eerste Beheerder'],
    {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? '.data-e2e', SITE_URL: baseURL },
      encoding: 'utf8',
    },
  );
  expect(made.status, made.stderr).toBe(0);
  const link = new URL(made.stdout.match(/https?:\/\/\S+\/admin\/password\/\?token=[\w-]+/)![0]);
  expect(link.origin).toBe(new URL(baseURL!).origin);

  await page.goto(link.pathname + link.search);
  await page.getByLabel(/Nieuw wachtwoord/).fill('een-eigen-wachtwoord-2026');
  await page.getByLabel('Herhaal het wachtwoord').fill('een-eigen-wachtwoord-2026');
  await page.getByRole('button', { name: 'Wachtwoord bewaren' }).click();
  await expect(page.getByRole('status')).toHaveText('Uw wachtwoord is bewaard: meld u nu aan.');

  await page.locator('#email').fill(email);
  await page.locator('#password').fill('een-eigen-wachtwoord-2026');
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page).toHaveURL(/\/admin\/$/);
  await expect(page.getByText(/Aangemeld als Eerste Beheerder \(beheerder\)/)).toBeVisible();

  // The link works once.
  await page.goto(link.pathname + link.search);
  await page.getByLabel(/Nieuw wachtwoord/).fill('nog-een-wachtwoord-2026');
  await page.getByLabel('Herhaal het wachtwoord').fill('nog-een-wachtwoord-2026');
  await page.getByRole('button', { name: 'Wachtwoord bewaren' }).click();
  await expect(page.locator('#staff-password-error')).toHaveText(/Deze link is niet meer geldig/);
});

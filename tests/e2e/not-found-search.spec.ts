import { expect, test } from '@playwright/test';
import { hydrated } from './script-gate';

/*
 * Specification section 8: a 404 page has a search form and a link home. The 404 boundaries Next.js
 * writes into every page's payload carry a search form of plain HTML (issue 45); the 404 page a
 * visitor is sent has the whole search box (decision 023).
 */
test('a page the browser finds nothing at (the boundary in every page) has a plain search for buy or rent', async ({
  page,
}) => {
  await page.goto('/nl/contact/');
  await hydrated(page);
  // An in-page navigation to an address that names nothing: Next.js draws the language's boundary.
  await page.evaluate(() =>
    (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push('/nl/bestaat-niet/'),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze pagina vinden we niet');
  await expect(page.getByRole('link', { name: 'Terug naar de startpagina' })).toHaveAttribute('href', '/nl/');
  const search = page.getByRole('search');
  await search.getByRole('radio', { name: 'Huren' }).check();
  await search.getByRole('searchbox', { name: 'Trefwoord' }).fill('tuin');
  await search.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(/\/nl\/te-huur\/\?search=tuin$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the 404 page a visitor is sent has the whole search box, with its towns, and a link home', async ({ page }) => {
    const response = await page.goto('/fr/nexiste-pas/');
    expect(response?.status()).toBe(404);
    const search = page.getByRole('search');
    await expect(search.locator('[name="city"]').first()).toBeAttached();
    await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr/');
  });

  test('an address with a file ending gets the full 404 page in its language, not a blank document', async ({
    page,
  }) => {
    for (const [address, lang, home] of [
      ['/fr/ancien-site.php', 'fr', 'Retour à l’accueil'],
      ['/wp-login.php', 'nl', 'Terug naar de startpagina'],
    ] as const) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('search')).toBeVisible();
      await expect(page.getByRole('link', { name: home })).toBeVisible();
    }
    // A file the site has is still the file.
    expect((await page.goto('/robots.txt'))?.status()).toBe(200);
    await expect(page.locator('body')).toContainText('Sitemap:');
  });
});

import { expect, test } from '@playwright/test';

/**
 * The words about the agency come from its settings and content (issue 29): the demo agency's
 * titles, descriptions and texts are in content/site.json and content/pages, not in the code.
 */
test.describe("the agency's words from its settings", () => {
  test("a list takes its content page's SEO title and description", async ({ page }) => {
    await page.goto('/nl/te-koop/');
    // Content/pages/10-for-sale.json's metaTitle names the agency: it stands as written.
    await expect(page).toHaveTitle('Woningen te koop in Deinze en omgeving | Immo Leie');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Bekijk alle woningen, appartementen, bouwgronden en handelspanden die Immo Leie te koop aanbiedt/,
    );
  });

  test('the contact page takes its content page SEO title too', async ({ page }) => {
    await page.goto('/fr/contact/');
    await expect(page).toHaveTitle('Contact | Immo Leie, agent immobilier à Deinze');
  });

  test('a page without its own takes the title template and description of the settings', async ({ page }) => {
    await page.goto('/en/favourites/');
    await expect(page).toHaveTitle(/\| Immo Leie$/);
    await page.goto('/en/login/');
    await expect(page).toHaveTitle('Owner login | Immo Leie');
    await expect(page.getByText(/^Owners who sell or let through Immo Leie/)).toBeVisible();
  });

  test('the home valuation block and the search-demand example come from the settings', async ({ page }) => {
    await page.goto('/fr/');
    await expect(page).toHaveTitle('Immo Leie – agent immobilier à Deinze et au pays de la Lys');
    await expect(
      page.getByText('Nos experts connaissent chaque rue du pays de la Lys.', { exact: false }),
    ).toBeVisible();
    await page.goto('/en/search-demand/');
    await expect(page.getByText('For example: 9800, Gent, Nazareth (separated by commas)')).toBeVisible();
  });

  test("the top bar dials the agency's phone, grouped by its zone", async ({ page }) => {
    await page.goto('/en/');
    const bar = page.getByRole('navigation', { name: 'Contact and quick links' });
    const phone = bar.locator('a[href^="tel:"]');
    await expect(phone).toHaveText('09 386 12 34');
    await expect(phone).toHaveAttribute('href', 'tel:+3293861234');
  });
});

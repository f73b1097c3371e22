import { expect, test, type Page } from '@playwright/test';

/*
 * Issue 20, "languages and formats" and "labels": what a visitor reads in each language. On the
 * demo seed (deterministic ids, examples/demo-agency/generator/plan.ts).
 */
const BRUSSELS = 5102; // Elsene apartment for sale
const LEIEDOK = '/en/projects/gent/leiedok/207/'; // a sale project that also lets a shop and an office
const WELDEN_NL = '/nl/projecten/x/y/201/'; // four identical houses at € 397.000

const BRAND = 'Immo Leie';
const countBrand = (title: string) => title.split(BRAND).length - 1;

async function firstHref(page: Page, selector: string): Promise<string> {
  const href = await page.locator(selector).first().getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

test.describe('tab titles', () => {
  const pages = {
    nl: {
      sale: '/nl/te-koop/',
      projects: '/nl/projecten/',
      contact: '/nl/contact/',
      login: '/nl/login/',
      content: '/nl/wie-zijn-wij/',
      notFound: 'Pagina niet gevonden',
      propertyGone: 'Pand niet gevonden',
    },
    fr: {
      sale: '/fr/a-vendre/',
      projects: '/fr/projets/',
      contact: '/fr/contact/',
      login: '/fr/login/',
      content: '/fr/qui-sommes-nous/',
      notFound: 'Page introuvable',
      propertyGone: 'Bien introuvable',
    },
    en: {
      sale: '/en/for-sale/',
      projects: '/en/projects/',
      contact: '/en/contact/',
      login: '/en/login/',
      content: '/en/about-us/',
      notFound: 'Page not found',
      propertyGone: 'Property not found',
    },
  } as const;

  for (const [locale, p] of Object.entries(pages)) {
    test(`every page type names the agency once (${locale})`, async ({ page }) => {
      test.setTimeout(90_000); // nine pages
      const seen: string[] = [];
      const check = async (path: string) => {
        await page.goto(path);
        const title = await page.title();
        seen.push(title);
        expect(countBrand(title), `${path}: ${title}`).toBe(1);
        return title;
      };
      expect(await check(`/${locale}/`)).toMatch(new RegExp(`^${BRAND} – `));
      for (const path of [p.sale, p.projects, p.contact, p.login, p.content]) expect(await check(path)).toMatch(/\S/);
      await page.goto(p.sale);
      const property = await firstHref(page, 'main article a[href*="/"]');
      expect(await check(property)).toMatch(new RegExp(` \\| ${BRAND}$`));
      await page.goto(p.projects);
      const project = await firstHref(page, `main a[href^="${p.projects}"][href$="/"]:not([href="${p.projects}"])`);
      const projectTitle = await check(project);
      expect(projectTitle).toMatch(new RegExp(` \\| ${BRAND}$`));
      // A city the title names already is not added again ("… in Ghent – Gent").
      const body = projectTitle.replace(` | ${BRAND}`, '');
      const parts = body.split(' – ');
      expect(new Set(parts).size).toBe(parts.length);
      expect(new Set(seen).size, 'no two page types share a title').toBe(seen.length);
    });

    test(`the 404 pages are served with their own title, not the home's (${locale})`, async ({ request }) => {
      const titleOf = async (path: string) => {
        const response = await request.get(path);
        expect(response.status(), path).toBe(404);
        return (await response.text()).match(/<title>([^<]*)<\/title>/)?.[1];
      };
      expect(await titleOf(`/${locale}/bestaat-niet-${locale}/`)).toBe(`${p.notFound} | ${BRAND}`);
      expect(await titleOf(`${p.sale}x/y/999999/`)).toBe(`${p.propertyGone} | ${BRAND}`);
      expect(await titleOf(`${p.sale}x/y/abc/`)).toBe(`${p.propertyGone} | ${BRAND}`);
    });

    // In a browser too, after the page hydrates (it showed the home's title).
    test(`the 404 tab in a browser shows its own title (${locale}) @mobile`, async ({ page }) => {
      await page.goto(`/${locale}/bestaat-niet-${locale}/`);
      await expect(page).toHaveTitle(`${p.notFound} | ${BRAND}`);
    });
  }
});

test.describe('project detail', () => {
  test('a sale project lists its sale prices apart from its rents, each lot without "From", and ends with a way to ask @mobile', async ({
    page,
    isMobile,
  }) => {
    await page.goto(LEIEDOK);
    const main = page.locator(isMobile ? '#price-list ul' : '[data-testid="price-list"]');
    const other = page.locator(isMobile ? '#price-list-other ul' : '[data-testid="price-list-other"]');
    await expect(main).toContainText('€');
    await expect(main).not.toContainText('/ month');
    await expect(main).not.toContainText('From');
    await expect(page.getByRole('heading', { name: 'Also for rent in this project' })).toBeVisible();
    await expect(other).toContainText('/ month');
    // The band at the end says something and offers the agency's phone, mail and form.
    const band = page.getByTestId('contact-section');
    await expect(band.getByRole('heading', { level: 2 })).toHaveText('Interested in Leiedok?');
    // Grouped by its Belgian zone: "09 386 12 34", "050 12 34 56" or "0476 12 34 56" (decision 022).
    await expect(band.locator('a[href^="tel:+32"]')).toHaveText(
      /^\s*(0\d \d{3}|0\d{2} \d{2}|04\d{2} \d{2})( \d{2}){2}\s*$/,
    );
    await expect(band.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(band.getByRole('link', { name: /contact form/ })).toHaveAttribute('href', '/en/contact/');
  });

  test('a project of identical lots shows each lot at its price, not "Vanaf"', async ({ page }) => {
    await page.goto(WELDEN_NL);
    const list = page.getByTestId('price-list');
    await expect(list).toContainText('€ 397.000');
    await expect(list).not.toContainText('Vanaf');
    const unit = await firstHref(page, '[data-testid="price-list"] tbody a');
    await page.goto(unit);
    await expect(page.getByTestId('price')).toHaveText('€ 397.000');
  });
});

test.describe('numbers, places and labels', () => {
  test('an English page writes amounts and surfaces in the English style (CLDR en-GB)', async ({ page }) => {
    await page.goto('/en/for-sale/?sort=price-desc');
    const text = (await page.locator('main').innerText()).replace(/\u00a0/g, ' ');
    expect(text).toMatch(/€\d{1,3}(,\d{3})+/);
    expect(text).not.toMatch(/€ \d{1,3}(\.\d{3})+/);
    // "3.750 m²" would be the Dutch style beside "€684,000": not on this page.
    expect(text).not.toMatch(/\d\.\d{3} m²/);
  });

  test('a French page writes amounts and surfaces in the French style (CLDR fr-BE)', async ({ page }) => {
    await page.goto('/fr/a-vendre/?sort=price-desc');
    const text = await page.locator('main').innerText();
    // U+202F between thousands, U+00A0 before the euro sign.
    expect(text).toMatch(/\d{1,3}(\u202f\d{3})+\u00a0€/);
    expect(text).not.toMatch(/€ \d{1,3}(\.\d{3})+/);
    expect(text).not.toMatch(/\d[.,]\d{3} m²/);
  });

  test("a Brussels municipality is named in the page's language, and the city filter still finds it", async ({
    page,
  }) => {
    await page.goto(`/fr/a-vendre/x/y/${BRUSSELS}/`);
    await expect(page.getByTestId('key-facts')).toContainText('1050 Ixelles');
    await page.goto(`/nl/te-koop/x/y/${BRUSSELS}/`);
    await expect(page.getByTestId('key-facts')).toContainText('1050 Elsene');
    const response = await page.goto('/fr/a-vendre/?city=elsene|1050');
    expect(response?.status()).toBe(200);
    await expect(page.locator('main article').first()).toContainText('Ixelles');
    await expect(page.locator('main')).not.toContainText('Elsene');
  });

  test('phone numbers read one way and dial internationally', async ({ page }) => {
    await page.goto('/en/contact/');
    const links = page.locator('a[href^="tel:"]');
    expect(await links.count()).toBeGreaterThan(1);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', 'tel:+3293861234');
      await expect(link).toHaveText(/^\s*09 386 12 34\s*$/);
    }
  });

  test('a garage is not sold by its living area @mobile', async ({ page }) => {
    await page.goto('/en/for-rent/?type=7');
    const cards = page.locator('main article');
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(page.locator('main')).not.toContainText('living area');
    const surface = cards.getByTestId('card-surface').first();
    await expect(surface).toHaveText(/^\s*\d+ m²\s*$/);
    const href = await firstHref(page, 'main article a[href*="/"]');
    await page.goto(href);
    await expect(page.getByTestId('key-facts')).not.toContainText('Living area');
  });

  test('offices show their floor area', async ({ page }) => {
    await page.goto('/en/for-sale/?type=9');
    const cards = page.locator('main article');
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(page.locator('main')).not.toContainText('living area');
    await expect(cards.getByTestId('card-surface').first()).toContainText('m² floor area');
  });
});

test.describe('reviews', () => {
  test('the French home shows French reviews first and marks the others with their language', async ({ page }) => {
    await page.goto('/fr/');
    const quotes = page.locator('figure blockquote[lang]');
    expect(await quotes.count()).toBeGreaterThan(1);
    const langs = await quotes.evaluateAll((els) => els.map((e) => e.getAttribute('lang')));
    const firstOther = langs.findIndex((l) => l !== 'fr');
    expect(firstOther).toBeGreaterThan(0);
    expect(langs.slice(firstOther).every((l) => l !== 'fr')).toBe(true);
    const other = page.locator('figure', { has: page.locator('blockquote[lang="nl"]') }).first();
    await expect(other.getByTestId('written-in')).toHaveText('Écrit en néerlandais');
  });
});

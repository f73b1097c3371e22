import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

type PageFile = {
  id: string;
  parentId?: string;
  status: string;
  params: { path?: Record<string, string>; title?: Record<string, string>; bannerTitle?: Record<string, string> };
};

/** Every published content page of content/pages with its address and heading per language, as the agency configured them. */
function configuredPages(): { name: string; variants: [string, string][] }[] {
  const files = readdirSync('examples/demo-agency/content/pages').filter((f) => f.endsWith('.json'));
  const pages = files.map(
    (f) => JSON.parse(readFileSync(`examples/demo-agency/content/pages/${f}`, 'utf8')) as PageFile,
  );
  const byId = new Map(pages.map((p) => [p.id, p]));
  const pathOf = (page: PageFile, locale: string): string => {
    const parent = page.parentId ? byId.get(page.parentId) : undefined;
    return `${parent ? pathOf(parent, locale) : `/${locale}/`}${page.params.path![locale]}/`;
  };
  return pages
    .filter((p) => p.status === 'Published' && p.params.path)
    .map((page) => ({
      name: page.id,
      variants: (['nl', 'fr', 'en'] as const).map(
        (l) => [pathOf(page, l), page.params.bannerTitle?.[l] ?? page.params.title?.[l] ?? ''] as [string, string],
      ),
    }));
}

// Every content page of the specification, at its path in each language, with its title.
const pages: Record<string, [string, string][]> = {
  services: [
    ['/nl/onze-diensten/', 'Onze diensten'],
    ['/fr/nos-services/', 'Nos services'],
    ['/en/our-services/', 'Our services'],
  ],
  about: [
    ['/nl/wie-zijn-wij/', ''],
    ['/fr/qui-sommes-nous/', ''],
    ['/en/about-us/', ''],
  ],
  privacy: [
    ['/nl/privacy/', ''],
    ['/fr/vie-privee/', ''],
    ['/en/privacy/', ''],
  ],
  cookies: [
    ['/nl/cookiebeleid/', ''],
    ['/fr/politique-de-cookies/', ''],
    ['/en/cookie-policy/', ''],
  ],
  disclaimer: [
    ['/nl/disclaimer/', ''],
    ['/fr/disclaimer/', ''],
    ['/en/disclaimer/', ''],
  ],
  vacancies: [
    ['/nl/vacatures/', ''],
    ['/fr/emplois/', ''],
    ['/en/vacancies/', ''],
  ],
  vacancy: [
    ['/nl/vacatures/office-assistant/', ''],
    ['/fr/emplois/office-assistant/', ''],
    ['/en/vacancies/office-assistant/', ''],
  ],
  abroad: [
    ['/nl/buitenland/', ''],
    ['/fr/etranger/', ''],
    ['/en/abroad/', ''],
  ],
  reviews: [
    ['/nl/reviews/', ''],
    ['/fr/avis/', ''],
    ['/en/reviews/', ''],
  ],
  sold: [
    ['/nl/recent-verkocht/', ''],
    ['/fr/recemment-vendu/', ''],
    ['/en/recently-sold/', ''],
  ],
  feedback: [
    ['/nl/feedback/', ''],
    ['/fr/feedback/', ''],
    ['/en/feedback/', ''],
  ],
  serviceSale: [
    ['/nl/onze-diensten/verkoop/', ''],
    ['/fr/nos-services/vente/', ''],
    ['/en/our-services/sales/', ''],
  ],
};

test.describe('content pages', () => {
  for (const [name, variants] of Object.entries(pages)) {
    test(`${name} answers in nl, fr and en with a title and reciprocal hreflang`, async ({ page }) => {
      const seen: Record<string, string> = {};
      for (const [path, h1] of variants) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).not.toBeEmpty();
        if (h1) await expect(heading).toHaveText(h1);
        await expect(page).toHaveTitle(/\S/);
        // The agency's name once in the tab, whether or not the page's own title names it.
        expect((await page.title()).match(/Immo Leie/g), path).toHaveLength(1);
        seen[path] = (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '';
        for (const [other] of variants) {
          const lang = { nl: 'nl-BE', fr: 'fr-BE', en: 'en' }[other.slice(1, 3)];
          await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
            'href',
            new RegExp(`${other.replace(/[/]/g, '\\/')}$`),
          );
        }
      }
      for (const [path] of variants) expect(seen[path]).toMatch(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
    });
  }

  test('every published page of content/pages answers in nl, fr and en with its configured heading', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const configured = configuredPages();
    expect(configured.length).toBeGreaterThanOrEqual(14);
    for (const { name, variants } of configured) {
      for (const [path, heading] of variants) {
        const response = await page.goto(path);
        expect(response?.status(), `${name} ${path}`).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }), `${name} ${path}`).toHaveText(heading);
      }
    }
  });

  test('the vacancy leads to its job form in each language', async ({ page }) => {
    for (const [path, button, form, crumb] of [
      [
        '/nl/vacatures/office-assistant/',
        'Solliciteer voor deze vacature',
        /\/nl\/vacatures\/office-assistant\/solliciteren\/$/,
        'Kruimelpad',
      ],
      [
        '/fr/emplois/office-assistant/',
        'Postuler à cette offre',
        /\/fr\/emplois\/office-assistant\/postuler\/$/,
        'Fil d’Ariane',
      ],
      [
        '/en/vacancies/office-assistant/',
        'Apply for this job',
        /\/en\/vacancies\/office-assistant\/apply\/$/,
        'Breadcrumb',
      ],
    ] as const) {
      await page.goto(path);
      const vacancy = await page
        .getByRole('navigation', { name: crumb })
        .locator('a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      await page.getByRole('complementary').getByRole('link', { name: button }).click();
      await expect(page).toHaveURL(form);
      await expect(page.getByRole('heading', { name: button })).toBeVisible();
      await expect(page.locator('main form')).toBeVisible();
      // The job form's breadcrumb leads back to the vacancy and to the list of vacancies.
      const trail = page.getByRole('navigation', { name: crumb });
      expect(await trail.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
        ...vacancy,
        path,
      ]);
      await expect(trail.locator('[aria-current="page"]')).toHaveText(button);
    }
  });

  test('the reviews page lists the testimonials, each with its own page', async ({ page }) => {
    await page.goto('/en/reviews/');
    const quotes = page.locator('main figure blockquote');
    expect(await quotes.count()).toBeGreaterThanOrEqual(12);
    await page.getByRole('link', { name: 'Emma Wilson' }).click();
    await expect(page).toHaveURL(/\/en\/testimonials\/emma-wilson\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Emma Wilson');
  });

  test('recently sold lists sold and rented properties only', async ({ page }) => {
    await page.goto('/nl/recent-verkocht/');
    const ribbons = page.locator('main article').getByText(/^(Verkocht|Verhuurd)$/);
    const cards = page.locator('main article');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await ribbons.count()).toBe(await cards.count());
  });

  test('the home testimonials slider works by keyboard and says where it is', async ({ page }) => {
    await page.goto('/nl/');
    const slider = page.getByRole('group', { name: 'Wat klanten zeggen' });
    await slider.getByRole('button', { name: 'Volgende' }).click();
    await expect(slider.locator('[aria-live="polite"]')).toHaveText(/^Dia 2 van \d+$/);
    await slider.getByRole('button', { name: 'Volgende' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider.locator('[aria-live="polite"]')).toHaveText(/^Dia 3 van \d+$/);
    await page.keyboard.press('ArrowLeft');
    await expect(slider.locator('[aria-live="polite"]')).toHaveText(/^Dia 2 van \d+$/);
  });

  test('the home page carries the agency and website structured data', async ({ page }) => {
    await page.goto('/fr/');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map(
      (b) =>
        JSON.parse(b) as { '@type': string; address?: { postalCode: string }; potentialAction?: { target: string } },
    );
    expect(data.find((d) => d['@type'] === 'RealEstateAgent')?.address?.postalCode).toBe('9800');
    expect(data.find((d) => d['@type'] === 'WebSite')?.potentialAction?.target).toContain(
      '/fr/a-vendre/?search={search_term_string}',
    );
  });
});

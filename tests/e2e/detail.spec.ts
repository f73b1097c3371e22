import { holdScripts, hydrated } from './script-gate';
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';

/*
 * Property detail journeys on the demo seed (examples/demo-agency/generator/plan.ts): the ids are stable because
 * the seed is deterministic. A wrong city or slug in the address moves to the current one, so
 * the tests open `/…/x/y/{id}/` and follow the redirect, as an old link would.
 */
const SALE_FLOOD_D = 5202; // Petegem-aan-de-Leie, Flemish house, flood P-score D, EPC 318 (D)
const RENT = 5157; // Deinze penthouse for rent, charges € 145
const UNIT = 5105; // Kouterhof lot 1, Nazareth: project unit, address hidden, project sold out
const BRUSSELS = 5102; // Elsene apartment, EPC 24 → A- on the Brussels scale
const WALLONIA = 5138; // Namur apartment, EPC 130 → B on the Walloon scale
const LUXEMBOURG = 5172; // Luxembourg house, label text D, no score
const HIDDEN_PRICE = 5196; // Deinze house, price not published
const SOLD = 5113; // Deinze villa, sold
const DRAFT = 5130;

const ldOf = async (page: Page) => {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((t) => [JSON.parse(t)].flat()) as Record<string, unknown>[];
};

test.describe('property detail', () => {
  test('a Flemish sale shows key facts, every group, the legal block with flood symbol and a permanent redirect to its address', async ({
    page,
    request,
  }) => {
    const redirect = await request.get(`/nl/te-koop/oude-stad/oude-titel/${SALE_FLOOD_D}/`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers().location).toMatch(
      new RegExp(`^(https?://[^/]+)?/nl/te-koop/petegem-aan-de-leie/[a-z0-9-]+/${SALE_FLOOD_D}/$`),
    );

    const response = await page.goto(`/nl/te-koop/x/y/${SALE_FLOOD_D}/`);
    expect(response?.status()).toBe(200);
    const facts = page.getByTestId('key-facts');
    await expect(facts.getByTestId('price')).toHaveText(/^€ \d{1,3}(\.\d{3})+$/);
    await expect(facts.getByRole('img', { name: 'Energielabel D, 318 kWh/m² per jaar' })).toBeVisible();
    await expect(facts).toContainText('IL-');
    for (const group of ['surfaces', 'rooms', 'construction', 'comfort', 'flags', 'financial', 'pointsOfInterest']) {
      await expect(page.locator(`[data-group="${group}"]`)).toBeVisible();
    }
    await expect(page.locator('[data-group="comfort"]')).toContainText('Condensatieketel op aardgas');
    const legal = page.locator('#legal-info');
    await expect(legal.getByTestId('legal-epc')).toContainText('318 kWh/m² per jaar');
    await expect(legal.getByTestId('legal-epc')).toContainText(/Unieke code van het certificaat: \d{8}-\d{10}-RES-1/);
    await expect(legal.getByRole('img', { name: /Overstromingssymbool/ })).toBeVisible();
    await expect(legal.locator('[data-field="pScore"]')).toContainText('D');
    await expect(legal.getByTestId('planning-abbreviations')).toHaveText(
      /^Vg(, Wg)?, (Dv|Gdv), (Vkr|Gvkr), (Vkl|Gvkl)$/,
    );
    await expect(legal.locator('[data-field="judicialDecision"]')).toContainText(/Nee|Ja|Op aanvraag/);
    await expect(page.getByTestId('renovation-notice')).toHaveCount(0);
    await expect(page.locator('#contact')).toBeVisible();
    await expect(page.getByTestId('similar').getByRole('article')).not.toHaveCount(0);
  });

  test('JSON-LD parses and names the price, the accommodation and the breadcrumb', async ({ page }) => {
    await page.goto(`/en/for-sale/x/y/${SALE_FLOOD_D}/`);
    const price = Number((await page.getByTestId('price').textContent())!.replace(/\D/g, ''));
    const data = await ldOf(page);
    const listing = data.find((d) => d['@type'] === 'RealEstateListing')!;
    expect(listing.offers).toMatchObject({ '@type': 'Offer', price, priceCurrency: 'EUR' });
    expect(listing.about).toMatchObject({
      '@type': 'House',
      address: { postalCode: '9800', addressLocality: 'Petegem-aan-de-Leie' },
    });
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList')!;
    expect((crumbs.itemListElement as unknown[]).length).toBe(3);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/files\/p\/[0-9a-f]{2}\/[0-9a-f]{32}-1360\.webp$/,
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  });

  test('a renovation notice appears for a Flemish sale with label E', async ({ page }) => {
    await page.goto('/en/for-sale/x/y/5120/');
    await expect(page.getByTestId('renovation-notice')).toContainText('label E');
  });

  test('a rental shows rent, common charges and the amount due on signing', async ({ page }) => {
    await page.goto(`/fr/a-louer/x/y/${RENT}/`);
    const costs = page.getByTestId('rental-costs');
    await expect(costs).toContainText('Loyer mensuel');
    const rent = Number((await page.getByTestId('price').textContent())!.split('+')[0]!.replace(/\D/g, ''));
    // French amounts by CLDR fr-BE: U+202F between thousands, U+00A0 before the sign.
    await expect(costs).toContainText(`${(rent * 3).toLocaleString('fr-BE')}\u00a0€`); // deposit: three months
    await expect(costs).toContainText('145\u00a0€ / mois');
    await expect(page.getByTestId('duties-estimate')).toHaveCount(0);
    await expect(page.locator('[data-group="contract"]')).toContainText('Bail de neuf ans');
  });

  test('a property without photos says so', async ({ page }) => {
    await page.goto('/nl/te-koop/x/y/5198/'); // Deinze building plot without photos
    await expect(page.getByTestId('no-photos')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a description missing in the page language falls back with a note', async ({ page }) => {
    await page.goto('/en/for-rent/x/y/5114/'); // Ukkel apartment, texts in Dutch and French only
    await expect(page.getByTestId('description-fallback')).toHaveText(
      'This description is not available in English; it is shown in Dutch.',
    );
  });

  test('a project unit lives under its project, hides its address and shows an approximate area', async ({ page }) => {
    await page.route('**/map-tiles/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: Buffer.alloc(0) }),
    );
    const response = await page.goto(`/nl/te-koop/x/y/${UNIT}/`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`/nl/projecten/nazareth/kouterhof/206/${UNIT}/`);
    await expect(page.locator('main p').first()).toHaveText('9810 Nazareth');
    await expect(page.getByTestId('availability')).toHaveText('Uitverkocht');
    await expect(page.getByTestId('map-approximate')).toBeVisible();
    await expect(page.getByTestId('street-view')).toHaveCount(0);
    await page.getByTestId('location-map').scrollIntoViewIfNeeded();
    await expect(page.locator('.leaflet-container path.leaflet-interactive')).toHaveCount(1);
    const ld = (await ldOf(page)).find((d) => d['@type'] === 'RealEstateListing')!;
    expect(ld.about).not.toHaveProperty('geo');
  });

  const labels = [
    { id: BRUSSELS, name: 'Brussels', label: 'Energy label A-, 24 kWh/m² per year' },
    { id: WALLONIA, name: 'Wallonia', label: 'Energy label B, 130 kWh/m² per year' },
    { id: LUXEMBOURG, name: 'Luxembourg', label: 'Energy label D' },
  ];
  for (const { id, name, label } of labels) {
    test(`a ${name} property shows its own energy label`, async ({ page }) => {
      await page.goto(`/en/for-sale/x/y/${id}/`);
      await expect(page.getByTestId('key-facts').getByRole('img', { name: label, exact: true })).toBeVisible();
      await expect(page.locator('#legal-info [data-testid="legal-planning"]')).toHaveCount(0);
      await expect(page.getByTestId('renovation-notice')).toHaveCount(0);
    });
  }

  test('the duties estimate follows the region and the visitor’s figures', async ({ page }) => {
    await page.goto(`/en/for-sale/x/y/${BRUSSELS}/`);
    const box = page.getByTestId('duties-estimate');
    await expect(box.getByLabel('Region')).toHaveValue('brussels');
    await box.getByLabel('Purchase price (€)').fill('400.000');
    await expect(box.getByTestId('duties-amount')).toHaveText('€25,000'); // (400,000 − 200,000) × 12.5 %
    await box.getByLabel('Region').selectOption('flanders');
    await expect(box.getByTestId('duties-amount')).toHaveText('€8,000');
    await box.getByLabel('This will be my sole own home').uncheck();
    await expect(box.getByTestId('duties-amount')).toHaveText('€48,000');
    await box.getByLabel('Term (years)').fill('0');
    await expect(box.getByText('Enter a term of 1 to 40 years.')).toBeVisible();
    await expect(box.getByTestId('monthly-amount')).toHaveText('–');
  });

  // Decision 032: the page's code comes after its first paint; what was typed and chosen before counts.
  test('figures typed and chosen in the estimate before the page code came are taken once it is there', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto(`/en/for-sale/x/y/${BRUSSELS}/`, { waitUntil: 'domcontentloaded' });
    const box = page.getByTestId('duties-estimate');
    await box.getByLabel('Purchase price (€)').fill('400.000');
    await box.getByLabel('Region').selectOption('flanders');
    scripts.release();
    await hydrated(page);
    await expect(box.getByTestId('duties-amount')).toHaveText('€8,000');
    await expect(box.getByLabel('Purchase price (€)')).toHaveValue('400.000');
    await expect(box.getByLabel('Region')).toHaveValue('flanders');
  });

  test('a hidden price says so, has no estimate and no price in the structured data', async ({ page }) => {
    await page.goto(`/nl/te-koop/x/y/${HIDDEN_PRICE}/`);
    await expect(page.getByTestId('price')).toHaveText('Prijs op aanvraag');
    await expect(page.getByTestId('duties-estimate')).toHaveCount(0);
    const ld = (await ldOf(page)).find((d) => d['@type'] === 'RealEstateListing')!;
    expect(ld.offers).not.toHaveProperty('price');
  });

  test('a sold property stays visible with its status', async ({ page }) => {
    const response = await page.goto(`/nl/te-koop/x/y/${SOLD}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('status-notice')).toContainText('Dit pand is verkocht.');
    await expect(page.getByTestId('availability')).toHaveText('Verkocht');
  });

  for (const [what, path] of [
    ['an unknown', '/nl/te-koop/deinze/iets/999999/'],
    ['a draft', `/fr/a-louer/x/y/${DRAFT}/`],
    ['a malformed', '/en/for-sale/x/y/12ab/'],
  ] as const) {
    test(`${what} property answers 404 with "property not found" and suggestions`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId('property-not-found').getByRole('heading', { level: 1 })).toHaveText(
        /Pand niet gevonden|Bien introuvable|Property not found/,
      );
      await expect(page.getByTestId('suggestions').getByRole('article')).not.toHaveCount(0);
    });
  }

  test('the lightbox works by keyboard: arrows, counter, escape', async ({ page }) => {
    await page.goto(`/en/for-sale/x/y/${SALE_FLOOD_D}/`);
    await page.getByRole('button', { name: /Show photo 1 of \d+ full screen/ }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Photo viewer' });
    await expect(dialog).toBeVisible();
    const counter = dialog.getByTestId('lightbox-counter');
    const total = Number((await counter.textContent())!.split('/')[1]);
    expect(total).toBeGreaterThan(1);
    await expect(counter).toHaveText(`1 / ${total}`);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`2 / ${total}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(`${total} / ${total}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /Show photo 1 of/ })).toBeFocused();
  });

  test('the lightbox follows a swipe on a phone @mobile', async ({ page }) => {
    await page.goto(`/nl/te-koop/x/y/${SALE_FLOOD_D}/`);
    await page.getByRole('button', { name: /Toon foto 1 van \d+ op volledig scherm/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Fotoviewer' });
    const counter = dialog.getByTestId('lightbox-counter');
    await expect(counter).toHaveText(/^1 \/ \d+$/);
    const swipe = (fromX: number, toX: number) =>
      dialog.evaluate(
        (el, [a, b]) => {
          const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 400 });
          el.dispatchEvent(
            new TouchEvent('touchstart', { bubbles: true, touches: [touch(a!)], changedTouches: [touch(a!)] }),
          );
          el.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(b!)] }));
        },
        [fromX, toX],
      );
    await swipe(300, 100); // to the left: next photo
    await expect(counter).toHaveText(/^2 \/ \d+$/);
    await swipe(100, 300); // to the right: back
    await expect(counter).toHaveText(/^1 \/ \d+$/);
    await dialog.getByRole('button', { name: /Sluiten/ }).click();
    await expect(dialog).toBeHidden();
  });

  test('third-party videos load nothing before the click @mobile', async ({ page }) => {
    const thirdParty: string[] = [];
    page.on('request', (r) => {
      if (/youtube|vimeo|facebook|matterport|tvl\.be|yisual/.test(r.url())) thirdParty.push(r.url());
    });
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }),
    );
    await page.goto(`/en/for-rent/x/y/${RENT}/`);
    await expect(page.locator('#media iframe')).toHaveCount(0);
    expect(thirdParty).toEqual([]);
    await page.locator('#media').getByTestId('embed-load').first().click();
    await expect(page.locator('#media iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\//);
  });

  test('with social-media consent, embeds load without a click (issue 7)', async ({ page, context }) => {
    await context.addCookies([{ name: 'consent', value: 'set.functional.social', url: 'http://localhost' }]);
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }),
    );
    await page.goto(`/en/for-rent/x/y/${RENT}/`);
    await expect(page.locator('#media iframe').first()).toHaveAttribute('src', /youtube-nocookie\.com\/embed\//);
    await expect(page.locator('#media').getByTestId('embed-load')).toHaveCount(0);
  });
});

test.describe('project detail', () => {
  test('shows its price list with links to each unit, constructions and types', async ({ page }) => {
    const response = await page.goto('/en/projects/nazareth/kouterhof/206/');
    expect(response?.status()).toBe(200);
    const list = page.getByTestId('price-list');
    await expect(list.locator('tbody tr')).toHaveCount(4);
    await expect(list.locator('tbody tr').first()).toContainText('Sold out');
    // One lot has its own price: no "From" (issue 20; this line asserted "From € …" before).
    await expect(list.locator('tbody tr').first()).toContainText(/€\d{3},\d{3}/);
    await expect(list.locator('tbody tr').first()).not.toContainText('From');
    await list.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/en\/projects\/nazareth\/kouterhof\/206\/\d+\/$/);
    await page.goBack();
    await expect(page.getByTestId('constructions')).toContainText('Delivery');
    await expect(page.getByTestId('types')).toContainText('Semi-detached house');
  });
});

test.describe('accessibility', () => {
  for (const path of [
    `/nl/te-koop/x/y/${SALE_FLOOD_D}/`,
    `/fr/a-louer/x/y/${RENT}/`,
    '/en/projects/nazareth/kouterhof/206/',
  ]) {
    test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
      await page.goto(path);
      // The cards of similar properties are the search issue's component (property-card.tsx), checked there.
      await expectNoViolations(page, path, { exclude: ['[data-testid="similar"]'] });
    });
  }
});

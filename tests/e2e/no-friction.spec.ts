import { expect, test } from '@playwright/test';
import { expectMails, fill, ownAddress, person, unique } from './forms-helpers';

/*
 * Issue 20, a home-seeker on a phone: "save this search" from any list, "request a visit" that
 * books a free slot when there is one, and the call / e-mail / visit bar of a detail page.
 */
const WITH_SLOTS = 5110; // for sale, available: the seed gives it free visit slots
const SOLD = 5113; // Deinze villa, sold: no slots

test.beforeEach(async ({ page }) => ownAddress(page));

test.describe('save this search', () => {
  test.use({ javaScriptEnabled: false });

  test('a filtered sale list opens the search demand prefilled; sent, the demand is stored (nl, no JavaScript)', async ({
    page,
  }) => {
    await page.goto('/nl/te-koop/?city=deinze|9800&type=1&price=200000-400000&bedrooms=2');
    const save = page.getByTestId('save-search').getByRole('link', { name: 'Bewaar deze zoekopdracht' });
    await expect(save).toBeVisible();
    await save.click();
    await expect(page).toHaveURL(
      /\/nl\/zoekopdracht\/\?goal=sale&types=1&zones=Deinze&priceMin=200000&priceMax=400000&bedroomsMin=2$/,
    );
    await expect(page.locator('input[name="goal"][value="sale"]')).toBeChecked();
    await expect(page.locator('input[name="goal"][value="rent"]')).not.toBeChecked();
    await expect(page.locator('input[name="types"][value="1"]')).toBeChecked();
    await expect(page.locator('input[name="types"]:checked')).toHaveCount(1);
    await expect(page.locator('input[name="zones"]')).toHaveValue('Deinze');
    await expect(page.locator('input[name="priceMin"]')).toHaveValue('200000');
    await expect(page.locator('input[name="priceMax"]')).toHaveValue('400000');
    await expect(page.locator('input[name="bedroomsMin"]')).toHaveValue('2');

    const email = unique('saved-search');
    await fill(page, person(email));
    await page.getByRole('button', { name: 'Verzenden' }).click();
    await expect(page).toHaveURL(/\/nl\/bedankt\/demand-register\/$/);
    const mails = (await expectMails(email, 2)).map((m) => m.replace(/=\r?\n/g, ''));
    expect(mails.every((m) => m.includes('Deinze'))).toBe(true);
  });

  test('the empty state and the map view of a rent list offer it too (en)', async ({ page }) => {
    await page.goto('/en/for-rent/?bedrooms=20');
    await expect(page.getByText('No properties found').first()).toBeVisible();
    const save = page.getByRole('link', { name: 'Save this search' });
    await expect(save).toHaveAttribute('href', '/en/search-demand/?goal=rent&bedroomsMin=20');
    await page.goto('/en/for-rent/?view=map');
    await expect(page.getByRole('link', { name: 'Save this search' })).toHaveAttribute(
      'href',
      '/en/search-demand/?goal=rent',
    );
    await page.goto('/fr/a-vendre/');
    await expect(page.getByRole('link', { name: 'Enregistrer cette recherche' })).toHaveAttribute(
      'href',
      '/fr/recherche/?goal=sale',
    );
  });
});

test.describe('request a visit', () => {
  test('a property with free slots: the visit opens the booking with its slots; the visit form stays one link away', async ({
    page,
  }) => {
    await page.goto(`/en/for-sale/x/y/${WITH_SLOTS}/`);
    const cta = page.getByTestId('call-to-action').last();
    await cta.getByRole('link', { name: 'Request a visit →' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/contact/\\?property=${WITH_SLOTS}&form=appointment$`));
    await expect(page.locator('input[name="slotId"]').first()).toBeVisible();
    await page.goBack();
    await expect(
      cta.getByRole('link', { name: /^None of the moments suits you\? Ask for another visit/ }),
    ).toHaveAttribute('href', `/en/contact/?property=${WITH_SLOTS}&form=visit`);
  });

  test('a property without slots: the visit opens the visit form about this property', async ({ page }) => {
    await page.goto(`/nl/te-koop/x/y/${SOLD}/`);
    const cta = page.getByTestId('call-to-action').last();
    await expect(cta.getByText(/Past geen enkel moment/)).toHaveCount(0);
    await cta.getByRole('link', { name: 'Bezoek aanvragen →' }).click();
    await expect(page).toHaveURL(new RegExp(`/nl/contact/\\?property=${SOLD}&form=visit$`));
    await expect(page.locator('input[name="preferredDate"]')).toBeVisible();
    await expect(page.locator(`input[name="propertyId"][value="${SOLD}"]`)).toBeAttached();
  });

  test('the booking of a property without free slots says so and offers the visit form instead of a dead end', async ({
    page,
  }) => {
    await page.goto(`/nl/contact/?property=${SOLD}&form=appointment`);
    await expect(page.getByRole('status').filter({ hasText: 'vrije afspraken' })).toBeVisible();
    await expect(page.locator('input[name="preferredDate"]')).toBeVisible();
    await expect(page.locator('input[name="_form"]')).toHaveValue('visit');
  });
});

test.describe('the phone bar of a detail page @mobile', () => {
  // At 390 px in either project (the mobile project is a Pixel 7 at that width).
  test.use({ viewport: { width: 390, height: 844 } });

  test('at 390 px: call, e-mail and visit stay at hand down the page, and the page ends above the bar', async ({
    page,
  }) => {
    await page.goto(`/nl/te-koop/x/y/${WITH_SLOTS}/`);
    const bar = page.getByTestId('phone-action-bar');
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Bellen' })).toHaveAttribute('href', 'tel:+3293861234');
    await expect(bar.getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', '#contact');
    await expect(bar.getByRole('link', { name: 'Bezoek' })).toHaveAttribute(
      'href',
      `/nl/contact/?property=${WITH_SLOTS}&form=appointment`,
    );

    // To the very end (the page may still grow while photos and the map settle).
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return page.evaluate(
          () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1,
        );
      })
      .toBe(true);
    await expect(bar).toBeInViewport();
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeCloseTo(await page.evaluate(() => window.innerHeight), 0);
    // The footer's last line is above the bar, not behind it.
    const lastInFooter = page.locator('footer').locator('a, p, li').last();
    const last = (await lastInFooter.boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(barBox.y);
    // The scroll-to-top button (it comes on the way back up, decision 020) sits above the bar.
    await page.mouse.wheel(0, -120);
    const top = page.locator('[data-scroll-top]');
    await expect(top).toBeVisible();
    const topBox = (await top.boundingBox())!;
    expect(topBox.y + topBox.height).toBeLessThanOrEqual(barBox.y);

    // E-mail leads to the page's own form.
    await bar.getByRole('link', { name: 'E-mail' }).click();
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('without slots the bar’s visit is the visit form; the bar is not printed', async ({ page }) => {
    await page.goto(`/fr/a-vendre/x/y/${SOLD}/`);
    const bar = page.getByTestId('phone-action-bar');
    await expect(bar.getByRole('link', { name: 'Visiter' })).toHaveAttribute(
      'href',
      `/fr/contact/?property=${SOLD}&form=visit`,
    );
    await page.emulateMedia({ media: 'print' });
    await expect(bar).toBeHidden();
  });
});

test.describe('the phone bar on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('is hidden on a desktop screen', async ({ page }) => {
    await page.goto(`/en/for-sale/x/y/${WITH_SLOTS}/`);
    await expect(page.getByTestId('phone-action-bar')).toBeHidden();
  });
});

test.describe('forms ask only what they act on; the thank-you page recaps and points on', () => {
  test.use({ javaScriptEnabled: false });

  test('more info about a property: a name and an e-mail are enough; the thank-you page names the property and what next (nl)', async ({
    page,
    request,
  }) => {
    await page.goto(`/nl/te-koop/x/y/${WITH_SLOTS}/`);
    const form = page.locator('#contact form');
    for (const name of ['street', 'houseNumber', 'zip', 'city'])
      await expect(form.locator(`[name="${name}"]`)).toHaveCount(0);
    await expect(form.locator('input[name="phone"]')).not.toHaveAttribute('aria-required', 'true');
    await expect(form.locator('input[name="email"]')).toHaveAttribute('aria-required', 'true');
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    const email = unique('info-bare');
    await form.locator('input[name="firstName"]').fill('An');
    await form.locator('input[name="lastName"]').fill('Peeters');
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="slots"][value="16:00-19:00"]').check();
    await form.getByRole('button', { name: 'Verzenden' }).click();
    await expect(page).toHaveURL(/\/nl\/bedankt\/contact-me\/$/);
    await expect(page.getByRole('status')).toHaveText(
      'Bedankt voor uw vraag over dit pand. We nemen binnen één werkdag contact met u op.',
    );
    const recap = page.getByTestId('thank-you-recap');
    await expect(recap.getByRole('heading', { name: 'Wat u verstuurde' })).toBeVisible();
    await expect(recap.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      new RegExp(`/nl/te-koop/[^/]+/[^/]+/${WITH_SLOTS}/$`),
    );
    await expect(recap).toContainText('AanvraagMeer info');
    await expect(recap).toContainText('Beste moment om u te bellen16:00 – 19:00');
    await expect(recap).not.toContainText(email);
    await expect(recap).not.toContainText('Peeters');
    const next = page.getByTestId('thank-you-next');
    await expect(next.getByRole('link', { name: 'Terug naar het pand' })).toHaveAttribute(
      'href',
      new RegExp(`/${WITH_SLOTS}/$`),
    );
    await expect(next.getByRole('link', { name: 'Bekijk gelijkaardige panden' })).toHaveAttribute(
      'href',
      /^\/nl\/te-koop\/\?city=/,
    );
    await expect(next.getByRole('link', { name: '09 386 12 34' })).toHaveAttribute('href', 'tel:+3293861234');
    // Private: never stored by a cache; without the cookie of the sending browser, no recap.
    const direct = await request.get('/nl/bedankt/contact-me/');
    expect(direct.headers()['cache-control']).toMatch(/private/);
    expect(direct.headers()['cache-control']).toMatch(/no-store/);
    expect(await direct.text()).not.toContain('Wat u verstuurde');
    await expectMails(email, 2);
  });

  test('the valuation does not ask an owner "buy or rent"; the search demand asks price from/to and a few minimums, no budget (en)', async ({
    page,
  }) => {
    await page.goto('/en/valuation/');
    await expect(page.locator('form [name="goal"]')).toHaveCount(0);
    await expect(page.locator('form [name="propertyType"]')).toBeVisible();
    await page.goto('/en/search-demand/');
    for (const name of ['priceMin', 'priceMax', 'bedroomsMin', 'bathroomsMin', 'garagesMin'])
      await expect(page.locator(`form input[name="${name}"]`)).toBeVisible();
    for (const name of ['budget', 'bedroomsMax', 'garagesMax', 'parkingMin', 'parkingMax'])
      await expect(page.locator(`form [name="${name}"]`)).toHaveCount(0);
    await expect(page.locator('form input[type="number"]')).toHaveCount(5);
    await expect(page.locator('form input[name="phone"]')).not.toHaveAttribute('aria-required', 'true');

    const email = unique('demand-recap');
    await fill(page, {
      firstName: 'Kim',
      lastName: 'Claes',
      email,
      goal: 'rent',
      types: '2',
      zones: 'Gent, 9800',
      priceMax: '1200',
    });
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/en\/thank-you\/demand-register\/$/);
    const recap = page.getByTestId('thank-you-recap');
    await expect(recap).toContainText('RequestSearch demand');
    await expect(recap).toContainText('Looking toRent');
    await expect(recap).toContainText('WhereGent, 9800');
    await expect(recap).toContainText('Price up to€1,200');
    await expect(
      page.getByTestId('thank-you-next').getByRole('link', { name: 'See the current offer' }),
    ).toHaveAttribute('href', '/en/for-rent/');
  });
});

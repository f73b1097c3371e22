import { expect, test, type Page } from '@playwright/test';
import { holdScripts, hydrated } from './script-gate';

/** Every request that leaves localhost, answered locally (the machine is offline) and recorded. */
async function watchThirdParties(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.route(
    (url) => url.hostname !== 'localhost',
    (route) => {
      seen.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'application/javascript', body: '/* stub */' });
    },
  );
  return seen;
}

const consentCall = (page: Page) =>
  page.evaluate(() => {
    const layer = ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
      Array.from(entry as ArrayLike<unknown>),
    );
    return layer.filter((args) => args[0] === 'consent').map((args) => ({ kind: args[1], flags: args[2] }));
  });

const banner = (page: Page, name = 'Cookies op deze site') => page.getByRole('region', { name });

test.use({ storageState: { cookies: [], origins: [] } });

test.describe('cookie consent', () => {
  test('a first visit shows the banner in the page language and loads no tracker', async ({ page }) => {
    const thirdParty = await watchThirdParties(page);
    await page.goto('/fr/');
    const region = banner(page, 'Les cookies sur ce site');
    await expect(region).toBeVisible();
    for (const name of ['Tout accepter', 'Refuser', 'Modifier les paramètres'])
      await expect(region.getByRole('button', { name })).toBeVisible();
    await expect(region.getByRole('link', { name: 'Lire notre politique de cookies' })).toHaveAttribute(
      'href',
      '/fr/politique-de-cookies/',
    );
    await page.waitForTimeout(1000);
    expect(thirdParty).toEqual([]);
  });

  test('the banner comes early in the focus order: the second Tab of a first visit lands in it, after the skip link @mobile', async ({
    page,
  }) => {
    await watchThirdParties(page);
    await page.goto('/nl/te-koop/');
    const region = banner(page);
    await expect(region).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Naar de inhoud' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(region.getByRole('link', { name: 'Lees ons cookiebeleid' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(region.getByRole('button', { name: 'Alles aanvaarden' })).toBeFocused();
    // Once chosen, the banner is gone and the first Tab reaches the skip link.
    await page.keyboard.press('Enter');
    await expect(region).toBeHidden();
    await page.reload();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Naar de inhoud' })).toBeFocused();
  });

  test('accept all stores the cookie, grants the four flags and loads every configured tracker', async ({
    page,
    context,
  }) => {
    const thirdParty = await watchThirdParties(page);
    await page.goto('/nl/');
    await banner(page).getByRole('button', { name: 'Alles aanvaarden' }).click();
    await expect(banner(page)).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'consent');
    expect(cookie?.value).toBe('set.functional.analytical.marketing.social.unclassified');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    await expect.poll(() => thirdParty.length).toBeGreaterThanOrEqual(3);
    expect(thirdParty.some((u) => u.includes('googletagmanager.com/gtag/js?id=G-IMMOLEIE1'))).toBe(true);
    expect(thirdParty.some((u) => u.includes('googletagmanager.com/gtm.js?id=GTM-IMMOLEI'))).toBe(true);
    expect(thirdParty.some((u) => u.includes('connect.facebook.net'))).toBe(true);
    const calls = await consentCall(page);
    expect(calls[0]).toMatchObject({
      kind: 'default',
      flags: { analytics_storage: 'denied', ad_storage: 'denied', wait_for_update: 500 },
    });
    expect(calls.at(-1)).toEqual({
      kind: 'update',
      flags: {
        ad_user_data: 'granted',
        ad_storage: 'granted',
        analytics_storage: 'granted',
        ad_personalization: 'granted',
      },
    });
  });

  test('decline loads nothing and records all four flags denied', async ({ page, context }) => {
    const thirdParty = await watchThirdParties(page);
    await page.goto('/en/');
    await banner(page, 'Cookies on this site').getByRole('button', { name: 'Decline' }).click();
    // Pressed before the page's code came, the choice is made once it is there (decision 032).
    await expect(banner(page, 'Cookies on this site')).toBeHidden();
    expect((await context.cookies()).find((c) => c.name === 'consent')?.value).toBe('set.functional');
    expect((await consentCall(page)).at(-1)).toEqual({
      kind: 'update',
      flags: {
        ad_user_data: 'denied',
        ad_storage: 'denied',
        analytics_storage: 'denied',
        ad_personalization: 'denied',
      },
    });
    await page.reload();
    await expect(banner(page, 'Cookies on this site')).toBeHidden();
    await page.waitForTimeout(800);
    expect(thirdParty).toEqual([]);
  });

  test('custom choices: analytics only loads the analytics tag and grants analytics_storage only', async ({ page }) => {
    const thirdParty = await watchThirdParties(page);
    await page.goto('/nl/te-koop/');
    await banner(page).getByRole('button', { name: 'Instellingen wijzigen' }).click();
    const functional = banner(page).getByRole('checkbox', { name: /Functioneel/ });
    await expect(functional).toBeChecked();
    await expect(functional).toBeDisabled();
    await banner(page)
      .getByRole('checkbox', { name: /Analytisch/ })
      .check();
    await banner(page).getByRole('button', { name: 'Mijn keuze bewaren' }).click();
    await expect.poll(() => thirdParty.length).toBe(1);
    expect(thirdParty[0]).toContain('gtag/js?id=G-IMMOLEIE1');
    expect((await consentCall(page)).at(-1)?.flags).toEqual({
      ad_user_data: 'denied',
      ad_storage: 'denied',
      analytics_storage: 'granted',
      ad_personalization: 'denied',
    });
  });

  test('?setcookies opens the banner again with the current choices', async ({ page, context }) => {
    await context.addCookies([{ name: 'consent', value: 'set.functional.social', url: 'http://localhost' }]);
    await page.route(
      (url) => url.hostname !== 'localhost',
      (route) => route.fulfill({ body: '' }),
    );
    await page.goto('/nl/');
    await expect(banner(page)).toBeHidden();
    await page.goto('/nl/?setcookies');
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Instellingen wijzigen' }).click();
    await expect(banner(page).getByRole('checkbox', { name: /Sociale media/ })).toBeChecked();
    await expect(banner(page).getByRole('checkbox', { name: /Marketing/ })).not.toBeChecked();
  });

  test('a preview address shows no banner and loads no tracker, whatever was chosen', async ({ page, context }) => {
    const thirdParty = await watchThirdParties(page);
    await page.goto('/nl/?preview=1');
    await expect(banner(page)).toBeHidden();
    await context.addCookies([
      { name: 'consent', value: 'set.functional.analytical.marketing', url: 'http://localhost' },
    ]);
    await page.goto('/nl/te-koop/?mode=preview');
    await page.waitForTimeout(800);
    expect(thirdParty).toEqual([]);
  });

  test('the banner is keyboard operable and does not hide the page from assistive technology', async ({ page }) => {
    await page.route(
      (url) => url.hostname !== 'localhost',
      (route) => route.fulfill({ body: '' }),
    );
    await page.goto('/nl/');
    await expect(page.getByRole('main')).toBeVisible();
    const accept = banner(page).getByRole('button', { name: 'Alles aanvaarden' });
    await accept.focus();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Weigeren' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
  });

  test("a keyboard visitor in the banner before the page's code came keeps the focus there", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/nl/', { waitUntil: 'domcontentloaded' });
    await banner(page).getByRole('button', { name: 'Alles aanvaarden' }).focus();
    scripts.release();
    await hydrated(page);
    // The stored choice is known (the panel is no longer the server's pending one), and it stayed.
    await expect(page.locator('[data-consent-banner]')).toHaveCount(0);
    await expect(banner(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Weigeren' })).toBeFocused();
  });
  // Decision 032: the page's code comes after its first paint; a choice made before counts.
  test("a choice pressed before the page's code came is made once the code is there", async ({ page, context }) => {
    const scripts = await holdScripts(page);
    await page.goto('/nl/', { waitUntil: 'domcontentloaded' });
    await banner(page).getByRole('button', { name: 'Weigeren' }).click();
    await expect(banner(page)).toBeVisible(); // nothing can happen without the code
    scripts.release();
    await hydrated(page);
    await expect(banner(page)).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'consent');
    expect(cookie?.value).toBe('set.functional');
  });
  // Decision 018: the choice is read in the browser, so a page can be cached for every visitor.
  test('the server sends the same page whether or not the visitor chose', async ({ request }) => {
    const html = async (cookie?: string) => {
      const response = await request.get('/nl/te-koop/', { headers: cookie ? { cookie } : {} });
      expect(response.status()).toBe(200);
      // The CSP nonce is fresh per response (decision 006): everything else must be equal.
      const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
      expect(nonce).toBeTruthy();
      return (await response.text()).replaceAll(nonce!, 'NONCE');
    };
    const none = await html();
    expect(none).toContain('data-consent-banner');
    expect(await html('consent=set.functional.analytical.marketing.social.unclassified')).toBe(none);
    expect(await html('consent=set.functional')).toBe(none);
  });

  test('before the scripts arrive, the banner shows to a first visitor only, and never flashes for one who chose', async ({
    page,
    context,
  }) => {
    // No script of the app runs: what shows is the server's HTML, the head script and CSS alone.
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto('/nl/');
    await expect(banner(page)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-consent', 'ask');
    await context.addCookies([{ name: 'consent', value: 'set.functional', url: 'http://localhost' }]);
    await page.goto('/nl/te-koop/');
    await expect(page.locator('html')).toHaveAttribute('data-consent', 'set');
    await expect(page.locator('[data-consent-banner]')).toBeAttached();
    await expect(banner(page)).toBeHidden();
  });

  test('with scripts off the banner stays away, as nothing could track', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto('/fr/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-consent-banner]')).toBeAttached();
    await expect(banner(page, 'Les cookies sur ce site')).toBeHidden();
    await context.close();
  });
});

import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, variantDataDir } from './variant-server';
import { demoPassword } from './demo-accounts';
import { publishStarterIn } from './starter-folder';

/*
 * Issue 29: the agency's languages are site settings, applied without a rebuild. On a server of its
 * own (what it publishes stays in its own database), the settings are published through the
 * content store (`npm run content -- import`, as an agency applies a folder): French first, Dutch
 * second, no English; then the browser's language at `/`; then the demo's settings again.
 */
type Languages = { default: string; enabled: string[]; detectFromBrowser: boolean };

const folders: string[] = [];
test.afterAll(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Publishes the variant's content with these languages on the running server. */
function publishLanguages(server: { contentDir: string; env: NodeJS.ProcessEnv }, languages: Languages | null): void {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-languages-'));
  folders.push(dir);
  cpSync(server.contentDir, dir, { recursive: true });
  if (languages) {
    const site = JSON.parse(readFileSync(path.join(dir, 'site.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(path.join(dir, 'site.json'), JSON.stringify({ ...site, languages }));
  }
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content.ts', 'import', dir], {
    env: server.env,
    encoding: 'utf8',
  });
  expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
}

/** Where `/` sends this browser, once the published settings reached the server (within seconds). */
async function rootGoesTo(
  request: APIRequestContext,
  target: string,
  acceptLanguage = 'en-GB,en;q=0.9',
): Promise<void> {
  await expect
    .poll(
      async () =>
        (await request.get('/', { maxRedirects: 0, headers: { 'accept-language': acceptLanguage } })).headers()
          .location,
      { timeout: 5_000, intervals: [100] },
    )
    .toMatch(new RegExp(`^(https?://[^/]+)?${target}$`));
}

/** The hreflang alternates of the page shown, by code: path. */
async function alternatesOf(page: import('@playwright/test').Page): Promise<Record<string, string>> {
  const links = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((ls) =>
      ls.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!, location.href).pathname]),
    );
  return Object.fromEntries(links);
}

test.describe("the agency's languages, on a server of its own", () => {
  test.describe.configure({ mode: 'default' });
  test.use({ variant: 'languages' });

  test('French first and no English: / goes to French, English is not found, nor in the switcher, the sitemap or hreflang', async ({
    page,
    request,
    variantServer,
  }) => {
    test.setTimeout(120_000);
    publishLanguages(variantServer!, { default: 'fr', enabled: ['fr', 'nl'], detectFromBrowser: false });
    await rootGoesTo(request, '/fr/');
    const root = await request.get('/', { maxRedirects: 0 });
    expect(root.status()).toBe(307);
    // The old addresses of the specification follow the default language too.
    const legacy = await request.get('/for-sale/', { maxRedirects: 0 });
    expect(legacy.status()).toBe(301);
    expect(legacy.headers().location).toMatch(/\/fr\/a-vendre\/$/);

    // English answers 404 with the whole not-found page, in the default language.
    for (const address of ['/en/', '/en/for-sale/', '/en/about-us/']) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('search')).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: /accueil/i })).toBeVisible();
    }

    // The switcher offers French and Dutch only; the links of the page name no English alternate.
    await page.goto('/fr/a-vendre/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const switcher = page.getByRole('navigation', { name: /langue/i }).first();
    await expect(switcher.getByText('nl', { exact: true })).toBeVisible();
    await expect(switcher.getByText('en', { exact: true })).toHaveCount(0);
    expect(await page.locator('a[hreflang="en"]').count()).toBe(0);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!, location.href).pathname]),
      );
    expect(Object.fromEntries(alternates)).toEqual({
      'nl-BE': '/nl/te-koop/',
      'fr-BE': '/fr/a-vendre/',
      'x-default': '/fr/a-vendre/',
    });
    // Dutch is still there, with its own address.
    expect((await page.goto('/nl/te-koop/'))?.status()).toBe(200);

    // A property's French page takes its French title as slug; the Dutch slug there answers 301 to it.
    await page.goto('/fr/a-vendre/');
    const french = (await page.locator('main article a[href*="/fr/a-vendre/"]').first().getAttribute('href'))!;
    await page.goto(french);
    const links = Object.fromEntries(
      await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((ls) =>
          ls.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!, location.href).pathname]),
        ),
    );
    expect(Object.keys(links).sort()).toEqual(['fr-BE', 'nl-BE', 'x-default']);
    const [, city, frenchSlug, id] = /^\/fr\/a-vendre\/([^/]+)\/([^/]+)\/(\d+)\/$/.exec(
      new URL(french, 'http://x').pathname,
    )!;
    const dutchSlug = /^\/nl\/te-koop\/[^/]+\/([^/]+)\/\d+\/$/.exec(links['nl-BE']!)![1]!;
    expect(frenchSlug).not.toBe(dutchSlug);
    expect((await request.get(links['nl-BE']!)).status()).toBe(200);
    const moved = await request.get(`/fr/a-vendre/${city}/${dutchSlug}/${id}/`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toMatch(new RegExp(`/fr/a-vendre/${city}/${frenchSlug}/${id}/$`));

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/fr/a-vendre/</loc>');
    expect(sitemap).toContain('/nl/te-koop/</loc>');
    expect(sitemap).not.toMatch(/\/en\//);
    expect(sitemap).not.toContain('hreflang="en"');
    expect(sitemap).toMatch(/hreflang="x-default" href="[^"]*\/fr\/a-vendre\/"/);
    expect(sitemap).not.toMatch(/hreflang="x-default" href="[^"]*\/nl\//);
  });

  test("with the browser's language allowed, / follows it among the enabled languages; then the demo's settings again", async ({
    request,
    variantServer,
  }) => {
    test.setTimeout(120_000);
    publishLanguages(variantServer!, { default: 'fr', enabled: ['fr', 'nl'], detectFromBrowser: true });
    await rootGoesTo(request, '/nl/', 'nl-BE,nl;q=0.9,fr;q=0.5');
    // English is not shown: the default, not a 404.
    await rootGoesTo(request, '/fr/', 'en-GB,en;q=0.9');
    const root = await request.get('/', { maxRedirects: 0, headers: { 'accept-language': 'nl-BE' } });
    expect(root.headers().vary).toContain('Accept-Language');

    publishLanguages(variantServer!, null);
    await rootGoesTo(request, '/nl/', 'fr-BE,fr;q=0.9');
    expect((await request.get('/en/for-sale/')).status()).toBe(200);
  });
  test('a French and English agency (issue 44): its folder holds no Dutch, its back office asks none', async ({
    page,
    request,
    variantServer,
  }) => {
    test.setTimeout(180_000);
    publishStarterIn(variantServer!.env, ['fr', 'en']);
    await rootGoesTo(request, '/fr/');
    expect((await request.get('/nl/')).status()).toBe(404);

    // The demo's admin speaks Dutch; the site shows no Dutch, so the back office speaks its default, French.
    await page.goto('/admin/login/');
    await page.locator('#email').fill('beheer@example.be');
    await page.locator('#password').fill(demoPassword('beheer@example.be', variantDataDir('languages')));
    await page.locator('form button[type="submit"]').first().click();
    await expect(page).toHaveURL(/\/admin\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    // The site settings: every text in French and English, not one Dutch field.
    await page.goto('/admin/content/site/');
    await expect(page.locator('[name="agency.bivTitle.fr"]')).toBeVisible();
    await expect(page.locator('[name="agency.bivTitle.en"]')).toBeVisible();
    expect(await page.locator('[name$=".nl"]').count()).toBe(0);
    expect(await page.locator('[name$=".de"]').count()).toBe(0);

    // A page's editor: French and English fields, previews in French and English only.
    await page.goto('/admin/content/p-privacy/');
    await expect(page.locator('[name="params.title.fr"]')).toHaveValue(/./);
    expect(await page.locator('[name$=".nl"]').count()).toBe(0);
    const previews = await page
      .locator('a[href*="/api/admin/preview/"]')
      .evaluateAll((as) => as.map((a) => new URL(a.getAttribute('href')!, location.href).searchParams.get('locale')));
    expect(previews).toEqual(['fr', 'en']);

    // A new page asks its title in French and English; without the French one it says so, naming both.
    await page.goto('/admin/content/');
    expect(await page.locator('[name="title_nl"]').count()).toBe(0);
    await page.locator('[name="title_en"]').fill('Our offices');
    await page.locator('[name="title_en"]').press('Enter');
    await expect(page.locator('form[aria-labelledby="new-page"] [role="alert"]')).toHaveText(
      'Donnez à la page un titre en français et en anglais.',
    );

    // The staff's languages are the site's.
    await page.goto('/admin/staff/');
    const offered = await page
      .locator('select[name="locale"] option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(offered).toEqual(['fr', 'en']);
  });

  test('a German and French agency (issue 44): /de/ pages in German, hreflang de-BE, a sitemap of German and French', async ({
    page,
    request,
    variantServer,
  }, testInfo) => {
    test.setTimeout(180_000);
    publishStarterIn(variantServer!.env, ['de', 'fr']);
    await rootGoesTo(request, '/de/');
    for (const address of ['/nl/te-koop/', '/en/for-sale/'])
      expect((await request.get(address)).status(), address).toBe(404);
    // German addresses are German: the contact page and its forms under /de/kontakt/.
    expect((await request.get('/de/kontakt/')).status()).toBe(200);
    // The route's internal name moves to its German address, as every other route's does.
    const internal = await request.get('/de/contact/', { maxRedirects: 0 });
    expect(internal.status()).toBe(307);
    expect(internal.headers()['location']).toBe('/de/kontakt/');

    const response = await page.goto('/de/kaufen/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Immobilien zum Kauf');
    expect(await alternatesOf(page)).toEqual({
      'fr-BE': '/fr/a-vendre/',
      'de-BE': '/de/kaufen/',
      'x-default': '/de/kaufen/',
    });
    const switcher = page.getByRole('navigation', { name: 'Sprache' }).first();
    await expect(switcher.getByText('fr', { exact: true })).toBeVisible();
    await expect(switcher.getByText('nl', { exact: true })).toHaveCount(0);
    // Looked at: the German home and list pages on a phone and a desktop.
    for (const address of ['/de/', '/de/kaufen/'])
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.goto(address);
        await page.screenshot({ path: testInfo.outputPath(`de${address.replace(/\W+/g, '-')}${width}.png`) });
      }

    // A content page in German at its German address, its French one as its alternate.
    expect((await page.goto('/de/datenschutz/'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutz');
    expect(await alternatesOf(page)).toEqual({
      'fr-BE': '/fr/vie-privee/',
      'de-BE': '/de/datenschutz/',
      'x-default': '/de/datenschutz/',
    });

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/de/kaufen/</loc>');
    expect(sitemap).toContain('/fr/a-vendre/</loc>');
    expect(sitemap).toContain('hreflang="de-BE"');
    expect(sitemap).not.toMatch(/\/(nl|en)\//);
    expect(sitemap).toMatch(/hreflang="x-default" href="[^"]*\/de\/kaufen\/"/);

    // The demo's settings and words again, for the journeys after this one.
    publishLanguages(variantServer!, null);
    await rootGoesTo(request, '/nl/', 'fr-BE,fr;q=0.9');
  });
});

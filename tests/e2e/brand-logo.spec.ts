import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, test, variantDataDir } from './variant-server';
import { demoPassword } from './demo-accounts';

// The agency's logo and icon (issue 29), uploaded by an admin on the site settings screen: the
// header, the favicon, the apple-touch and manifest icons and the manifest follow at once.
const ADMIN = 'beheer@example.be';

test.use({ locale: 'nl-BE' });

const LOGO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="80" viewBox="0 0 300 80">' +
    '<rect x="4" y="8" width="64" height="64" rx="32" fill="#6b21a8"/>' +
    '<text x="82" y="50" font-family="Georgia, serif" font-size="30" fill="#3b0764">Agence Exemple</text></svg>',
);
const SCRIPTED = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script></svg>',
);

async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/login/');
  await page.locator('#email').fill(ADMIN);
  await page.locator('#password').fill(demoPassword(ADMIN, variantDataDir('logo')));
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page).toHaveURL(/\/admin\/$/);
}

async function centre(bytes: Buffer): Promise<number[]> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 4;
  return [...data.subarray(at, at + 4)];
}

test.describe("the agency's logo and icon, on a server of its own", () => {
  test.describe.configure({ mode: 'default' });
  test.use({ variant: 'logo' });

  test('an admin uploads a logo and an icon: the header, the favicon and the manifest follow; a logo with a script is refused', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    // The demo's logo, a file beside its site.json, was stored at the first import and is shown as before.
    await page.goto('/nl/');
    await expect(page.locator('a.logo-link img')).toHaveAttribute(
      'src',
      /^\/files\/b\/[0-9a-f]{2}\/[0-9a-f]{32}\.svg$/,
    );
    await page.locator('header.site-header').screenshot({ path: testInfo.outputPath('header-demo-1280.png') });
    await signIn(page);
    await page.goto('/admin/content/site/');
    await page.getByText('Huisstijl', { exact: true }).click();
    await page
      .locator('#f-brand-logo-upload')
      .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: SCRIPTED });
    await page.getByRole('button', { name: 'Ontwerp bewaren' }).first().click();
    await expect(page.locator('main [role="alert"]')).toContainText('Deze SVG bevat een script');

    const icon = await sharp({ create: { width: 512, height: 512, channels: 4, background: '#dc2626' } })
      .png()
      .toBuffer();
    await page
      .locator('#f-brand-logo-upload')
      .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: LOGO });
    await page.locator('#f-brand-icon-upload').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: icon });
    await page.locator('#f-agency-name').fill('Agence Exemple');
    await page.getByRole('button', { name: 'Publiceren' }).first().click();
    await expect(page.getByRole('status')).toHaveText('Gepubliceerd: bezoekers zien het nu op de site.');
    const logoUrl = await page.locator('#f-brand-logo-url').inputValue();
    expect(logoUrl).toMatch(/^\/files\/b\/[0-9a-f]{2}\/[0-9a-f]{32}\.svg$/);
    await expect(page.locator('#f-brand-logo-width')).toHaveValue('300');

    // The header shows the stored logo (sanitized, served as an SVG with a year's cache).
    await page.goto('/fr/');
    const logo = page.locator('a.logo-link img');
    await expect(logo).toHaveAttribute('src', logoUrl);
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const stored = await request.get(logoUrl);
    expect(stored.headers()['content-type']).toBe('image/svg+xml');
    expect(await stored.text()).toContain('Agence Exemple');

    // The icons the page names are drawn from the uploaded icon, the manifest names the agency.
    const iconHref = await page.locator('link[rel="icon"][type="image/png"]').getAttribute('href');
    expect(await centre(await (await request.get(iconHref!)).body())).toEqual([220, 38, 38, 255]);
    const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await sharp(await (await request.get(apple!)).body()).metadata()).width).toBe(180);
    const favicon = await request.get('/favicon.ico');
    expect(favicon.headers()['content-type']).toBe('image/x-icon');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await request.get(manifestHref!)).json()) as { name: string; icons: { src: string }[] };
    expect(manifest.name).toBe('Agence Exemple');
    expect(await centre(await (await request.get(manifest.icons[1]!.src)).body())).toEqual([220, 38, 38, 255]);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.locator('header.site-header').screenshot({ path: testInfo.outputPath(`header-${width}.png`) });
    }
  });
});

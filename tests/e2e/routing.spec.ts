import { expect, test } from '@playwright/test';

const homes = [
  { locale: 'nl', title: /Immo Leie – vastgoedmakelaar/ },
  { locale: 'fr', title: /Immo Leie – agent immobilier/ },
  { locale: 'en', title: /Immo Leie – estate agent/ },
];

const lists = [
  { path: '/nl/te-koop/', h1: 'Te koop' },
  { path: '/nl/te-huur/', h1: 'Te huur' },
  { path: '/fr/a-vendre/', h1: 'À vendre' },
  { path: '/fr/a-louer/', h1: 'À louer' },
  { path: '/en/for-sale/', h1: 'Homes for sale' },
  { path: '/en/for-rent/', h1: 'Homes for rent' },
  { path: '/nl/projecten/', h1: 'Nieuwbouwprojecten' },
  { path: '/fr/projets/', h1: 'Projets neufs' },
  { path: '/en/projects/', h1: 'New-build projects' },
];

test.describe('languages and addresses', () => {
  for (const { locale, title } of homes) {
    test(`home in ${locale} answers 200 with its language @mobile`, async ({ page }) => {
      const response = await page.goto(`/${locale}/`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${locale}/$`));
      for (const [other, code] of [
        ['nl', 'nl-BE'],
        ['fr', 'fr-BE'],
        ['en', 'en'],
      ]) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${code}"]`)).toHaveAttribute(
          'href',
          new RegExp(`/${other}/$`),
        );
      }
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/nl\/$/);
    });
  }

  for (const { path, h1 } of lists) {
    test(`${path} answers 200 with a translated title`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    });
  }

  test('/ goes to the Dutch home', async ({ request }) => {
    const response = await request.get('/', { maxRedirects: 0 });
    expect([301, 307, 308]).toContain(response.status());
    expect(response.headers().location).toMatch(/\/nl\/?$/);
  });

  const legacy: [string, RegExp][] = [
    ['/for-sale/', /\/nl\/te-koop\/$/],
    ['/for-rent/', /\/nl\/te-huur\/$/],
    ['/Nieuwbouw/', /\/nl\/projecten\/$/],
    ['/contact/', /\/nl\/contact\/$/],
    ['/demand-register/', /\/nl\/zoekopdracht\/$/],
    ['/contact-demand/', /\/nl\/waardebepaling\/$/],
    ['/login/', /\/nl\/login\/$/],
    ['/Privacy/', /\/nl\/privacy\/$/],
    ['/Cookie-policy/', /\/nl\/cookiebeleid\/$/],
    ['/Disclaimer/', /\/nl\/disclaimer\/$/],
    ['/Vacatures/', /\/nl\/vacatures\/$/],
    ['/Buitenland/', /\/nl\/buitenland\/$/],
    ['/Wie-zijn-wij?/', /\/nl\/wie-zijn-wij\/$/],
    ['/Diensten/', /\/nl\/onze-diensten\/$/],
    ['/Reviews/', /\/nl\/reviews\/$/],
    ['/Recent-verkocht/', /\/nl\/recent-verkocht\/$/],
    ['/feed-back', /\/nl\/feedback\/$/],
  ];
  for (const [from, to] of legacy) {
    test(`legacy ${from} answers 301`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toMatch(to);
    });
  }

  test('legacy /for-sale/ keeps its query string', async ({ request }) => {
    const response = await request.get('/for-sale/?city=deinze%7C9800', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toContain('/nl/te-koop/?city=deinze%7C9800');
  });

  test('legacy /property/{id}/ answers 301 to the property in Dutch', async ({ request, page }) => {
    await page.goto('/nl/te-huur/');
    const href = await page.locator('main article a').first().getAttribute('href');
    const id = href?.match(/\/(\d+)\/$/)?.[1];
    expect(id).toBeTruthy();
    const response = await request.get(`/property/${id}/`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toContain(href!);
  });

  for (const path of [
    '/nl/bestaat-niet/',
    '/en/for-sale/x/y/999999999/',
    '/de/',
    '/de/kaufen/',
    '/xx/',
    '/iets-onbekends/',
  ]) {
    test(`${path} answers 404 with a search form and a link home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('search')).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: /home|startpagina|accueil/i })).toBeVisible();
    });
  }

  // Next.js sends a page's notFound() as an empty document that only JavaScript fills; every 404
  // of the site is the full page in its HTML (issue 33): for visitors without JavaScript, crawlers.
  for (const [path, lang, title] of [
    ['/nl/bestaat-niet/', 'nl', 'Deze pagina vinden we niet'],
    ['/fr/nexiste-pas/', 'fr', 'Nous ne trouvons pas cette page'],
    ['/nl/te-koop/gent/niets/99999999/', 'nl', 'Pand niet gevonden'],
    ['/en/for-sale/x/y/999999999/', 'en', 'Property not found'],
    ['/iets-onbekends/', 'nl', 'Deze pagina vinden we niet'],
  ] as const) {
    test(`${path} is the full 404 page in its HTML, without JavaScript`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).not.toContain('__next_error__');
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      // The shell (header and footer), a search form and a link home.
      expect(html).toMatch(/<header[\s>]/);
      expect(html).toMatch(/<footer[\s>]/);
      expect(html).toMatch(/<form[^>]*role="search"|<search|role="search"/);
      expect(html).toContain(`href="/${lang}/"`);
    });
  }

  test('the 404 page speaks the language of its address', async ({ page }) => {
    await page.goto('/fr/nexiste-pas/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nous ne trouvons pas cette page');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('an address that cannot be decoded answers 400 in its language, or the default one (issue 44)', async ({
    request,
  }) => {
    const french = await request.get('/fr/%zz/');
    expect(french.status()).toBe(400);
    const html = await french.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Nous ne trouvons pas cette page');
    // No language of the site: the default language's words (the demo's: Dutch).
    const none = await request.get('/%zz/');
    expect(none.status()).toBe(400);
    expect(await none.text()).toContain('<html lang="nl">');
  });
});

test('the health addresses: /healthz says the process answers, /readyz what serving needs, never cached (issue 32)', async ({
  request,
}) => {
  for (const address of ['/healthz', '/healthz/']) {
    const health = await request.get(address, { maxRedirects: 0 });
    expect(health.status()).toBe(200);
    expect(health.headers()['cache-control']).toBe('no-store');
    expect(await health.json()).toEqual({ status: 'ok' });
  }
  for (const address of ['/readyz', '/readyz/?probe=1']) {
    const ready = await request.get(address, { maxRedirects: 0 });
    expect(ready.status()).toBe(200);
    expect(ready.headers()['cache-control']).toBe('no-store');
    expect(ready.headers()['x-vitrine-cache']).toBeUndefined();
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', storage: 'ok', mail: 'ok' },
    });
  }
  expect((await request.head('/readyz')).status()).toBe(200);
  const post = await request.post('/healthz', { data: '{}' });
  expect(post.status()).toBe(405);
  expect(post.headers()['allow']).toBe('GET, HEAD');
});

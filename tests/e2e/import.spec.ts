import { expect, test } from '@playwright/test';

/** The agency software's feed reaches the site: a new property shows at once, a withdrawn one is gone. */
const headers = { authorization: 'Bearer e2e-import-token-of-the-agency' };
const record = {
  id: 990_001,
  goal: 'sale',
  type: 1,
  reference: 'IL-IMPORT-1',
  price: 289_000,
  address: { street: 'Grand-Rue', houseNumber: '5', zip: '6700', city: 'Arlon' },
  location: { lat: 49.683, lng: 5.816 },
  bedrooms: 2,
  texts: {
    nl: { title: 'Geïmporteerde woning in Aarlen', description: 'Via de feed.' },
    en: { title: 'Imported house in Arlon', description: 'From the feed.' },
  },
};

test('an imported property is listed and shown, then gone once withdrawn', async ({ page, request }) => {
  expect((await request.post('/api/import', { data: [record] })).status()).toBe(401);

  const created = await request.post('/api/import', { headers, data: [record] });
  expect(created.status()).toBe(200);
  expect(await created.json()).toMatchObject({ created: [record.id] });

  await page.goto('/en/for-sale/?city=arlon%7C6700');
  const card = page.getByRole('link', { name: /Imported house in Arlon/ }).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Imported house in Arlon' })).toBeVisible();
  await expect(page.getByText('€289,000').first()).toBeVisible(); // English: CLDR en-GB
  const detail = page.url();

  const refused = await request.post('/api/import', {
    headers,
    data: [{ ...record, address: { ...record.address, zip: 'Arlon' } }],
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).errors).toContainEqual(expect.stringContaining('records[0] (id 990001) address.zip'));

  const withdrawn = await request.post('/api/import', { headers, data: [{ ...record, status: 'withdrawn' }] });
  expect(await withdrawn.json()).toMatchObject({ withdrawn: [record.id] });
  // Gone, not just not found: 410 with the full page, the message and properties like it.
  const gone = await page.goto(detail);
  expect(gone?.status()).toBe(410);
  await expect(page.getByTestId('property-not-found').getByRole('heading', { level: 1 })).toHaveText(
    'Property not found',
  );
  await expect(page.getByTestId('property-not-found')).toContainText('Error 410');
  await expect(page.getByTestId('suggestions').getByRole('article')).not.toHaveCount(0);
  await page.goto('/en/for-sale/?city=arlon%7C6700');
  await expect(page.getByRole('link', { name: /Imported house in Arlon/ })).toHaveCount(0);
});

import { expect, test } from '@playwright/test';

/**
 * The feed carries everything the site shows (issue 15): a property with every detail group, a
 * project with its units and an owner, sent through POST /api/import/, then read as a visitor in
 * nl, fr and en.
 */
const headers = { authorization: 'Bearer e2e-import-token-of-the-agency' };
const PROPERTY = 990_101;
const PROJECT = 990_500;

const property = {
  id: PROPERTY,
  goal: 'sale',
  type: 1,
  typeDescription: { nl: 'Halfopen woning', fr: 'Maison semi-mitoyenne', en: 'Semi-detached house' },
  reference: 'FEED-990101',
  price: 345_000,
  // A town of no other test: lists counted elsewhere stay as they are.
  address: { street: 'Maastrichterstraat', houseNumber: '21', zip: '3700', city: 'Tongeren' },
  location: { lat: 50.7806, lng: 5.464 },
  bedrooms: 3,
  bathrooms: 1,
  livingSurface: 168,
  groundSurface: 410,
  energyScore: 212,
  energyLabel: 'C',
  surfaces: { total: 410, living: 168, garden: 240 },
  construction: { constructionYear: 1978, renovationYear: 2019, facades: 3 },
  comfort: { heatingType: 'Warmtepomp lucht-water', gardenOrientation: 'sw' },
  flags: { gas: true, water: true, garden: true, cellar: true },
  planning: {
    permit: true,
    allotmentPermit: false,
    summons: false,
    preemptiveRights: false,
    judicialDecision: 0,
    planningZone: 'woongebied',
  },
  energy: { epc: 212, expiryDate: '2034-05-01', certificateCode: '20240501-0001234-RES-1' },
  flood: { zoneName: 'niet overstromingsgevoelig', riparianZone: false, gScore: 'A', pScore: 'B' },
  certificates: { ground: true, electricity: true, gas: true },
  financial: { realEstateTax: 1450 },
  pointsOfInterest: [{ kind: 'school', name: 'Sint-Vincentiusschool', distanceM: 450 }],
  texts: {
    nl: { title: 'Feedwoning met zuidwesttuin', description: 'Via de feed binnengekomen.' },
    fr: { title: 'Maison du flux avec jardin', description: 'Arrivée par le flux.' },
    en: { title: 'Feed house with garden', description: 'Arrived through the feed.' },
  },
  photos: [{ url: '/demo/facade-01', width: 1360, height: 1020 }],
  documents: [
    {
      url: '/demo/docs/epc.pdf',
      kind: 'epc',
      title: { nl: 'EPC-certificaat', fr: 'Certificat PEB', en: 'EPC certificate' },
      public: true,
    },
  ],
};

const unit = (id: number, price: number) => ({
  id,
  goal: 'sale',
  type: 2,
  price,
  projectId: PROJECT,
  address: { zip: '3700', city: 'Tongeren', publish: false },
  bedrooms: 2,
  texts: {
    nl: { title: `Feedappartement ${id}` },
    fr: { title: `Appartement du flux ${id}` },
    en: { title: `Feed flat ${id}` },
  },
});

const project = {
  id: PROJECT,
  texts: {
    nl: { title: 'Residentie Feedhof', description: 'Drie appartementen.' },
    fr: { title: 'Résidence Feedhof', description: 'Trois appartements.' },
    en: { title: 'Feedhof residence', description: 'Three flats.' },
  },
  address: { street: 'Grote Markt', houseNumber: '10', zip: '3700', city: 'Tongeren', publish: true },
  location: { lat: 50.7812, lng: 5.4668 },
};

test('a property, a project with three units and an owner arrive through the feed and show in nl, fr and en', async ({
  page,
  request,
}) => {
  const answer = await request.post('/api/import/', {
    headers,
    data: {
      projects: [project],
      properties: [property, unit(990_511, 240_000), unit(990_512, 265_000), unit(990_513, 310_000)],
      owners: [
        { id: 990_900, email: 'feed.owner@example.be', name: 'Feed Eigenaar', locale: 'nl', propertyIds: [PROPERTY] },
      ],
    },
  });
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({
    created: [PROPERTY, 990_511, 990_512, 990_513],
    projects: { created: [PROJECT] },
    owners: { created: [990_900], invited: 1 },
  });

  const views = [
    {
      locale: 'nl',
      path: `/nl/te-koop/tongeren/x/${PROPERTY}/`,
      title: 'Feedwoning met zuidwesttuin',
      subtype: 'Halfopen woning',
      doc: 'EPC-certificaat',
      epc: '212 kWh/m² per jaar',
    },
    {
      locale: 'fr',
      path: `/fr/a-vendre/tongeren/x/${PROPERTY}/`,
      title: 'Maison du flux avec jardin',
      subtype: 'Maison semi-mitoyenne',
      doc: 'Certificat PEB',
      epc: '212 kWh/m² par an',
    },
    {
      locale: 'en',
      path: `/en/for-sale/tongeren/x/${PROPERTY}/`,
      title: 'Feed house with garden',
      subtype: 'Semi-detached house',
      doc: 'EPC certificate',
      epc: '212 kWh/m² per year',
    },
  ];
  for (const view of views) {
    await page.goto(view.path);
    await expect(page.getByRole('heading', { level: 1, name: view.title })).toBeVisible();
    await expect(page.getByTestId('key-facts')).toContainText(view.subtype);
    await expect(page.getByTestId('key-facts')).toContainText('FEED-990101');
    for (const group of ['surfaces', 'construction', 'comfort', 'flags', 'financial', 'pointsOfInterest']) {
      await expect(page.locator(`[data-group="${group}"]`), `${view.locale} ${group}`).toBeVisible();
    }
    await expect(page.locator('[data-group="construction"]')).toContainText('1978');
    await expect(page.locator('[data-group="pointsOfInterest"]')).toContainText('Sint-Vincentiusschool');
    const legal = page.locator('#legal-info');
    await expect(legal.getByTestId('legal-epc')).toContainText(view.epc);
    await expect(legal.getByTestId('legal-epc')).toContainText('20240501-0001234-RES-1');
    await expect(legal.locator('[data-field="pScore"]')).toContainText('B');
    await expect(page.locator('#documents').getByRole('link', { name: view.doc })).toBeVisible();
  }

  await page.goto(`/en/projects/tongeren/residentie-feedhof/${PROJECT}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Feedhof residence' })).toBeVisible();
  for (const id of [990_511, 990_512, 990_513])
    await expect(page.locator(`a[href*="/${PROJECT}/${id}/"]`).first()).toBeVisible();
});

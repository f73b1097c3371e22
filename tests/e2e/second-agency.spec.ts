import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_TESTIMONIALS } from '../../examples/demo-agency/generator/testimonials';
import { tickCaptcha } from './forms-helpers';
import { expectNoViolations } from './axe';
import { serveSite } from './variant-server';

/*
 * Issue 29's proof: a second agency, set up from a folder of its own with `npm run agency -- apply`
 * (its content, brand files and a feed of a few properties, tests/e2e/fixtures/second-agency/) on an
 * empty installation, then served by the production build. French first, French and Dutch only, its
 * own colour, fonts and logo. Every page type in both languages, the sitemap, robots.txt, the
 * structured data, the titles and descriptions, and the mails a contact form and an owner
 * invitation send must carry no trace of the demo agency.
 */
const FIXTURE = path.resolve('tests/e2e/fixtures/second-agency');
const AGENCY = 'Maison Mosane Immobilier';
const PRIMARY = 'rgb(122, 31, 92)'; // #7a1f5c
const OWNER = 'proprio@mosane.example';

/** What would betray the demo agency: its name, places, phone, mail, colour, staff, photos, testimonials. */
const demo = JSON.parse(readFileSync(path.resolve('examples/demo-agency/content/site.json'), 'utf8')) as {
  agency: { name: string; email: string; phone: string; street: string };
  brand: { colors: { primary: string } };
};
const TRACES: RegExp[] = [
  new RegExp(demo.agency.name, 'i'),
  new RegExp(demo.agency.email.replace(/[.]/g, '\\.'), 'i'),
  /immoleie/i,
  /\bLeie\b|Leiestreek|pays de la Lys|Deinze|\b9800\b/i,
  new RegExp(demo.agency.phone.replace(/^0/, '').split('').join('[ .]?')),
  new RegExp(demo.brand.colors.primary, 'i'),
  /beheer@example\.be|redactie@example\.be|Vermeersch/i,
  /["'(]\/demo\//,
  ...DEMO_TESTIMONIALS.map((t) => new RegExp(t.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
];

function traceIn(text: string): string | null {
  for (const trace of TRACES) {
    const found = trace.exec(text);
    if (found) return `${trace} at “${text.slice(Math.max(0, found.index - 60), found.index + 60)}”`;
  }
  return null;
}

const HOUSES = [
  {
    id: 8_800_001,
    goal: 'sale',
    price: 325_000,
    city: 'Liège',
    zip: '4000',
    fr: 'Maison de maître rénovée',
    nl: 'Gerenoveerd herenhuis',
  },
  {
    id: 8_800_002,
    goal: 'sale',
    price: 219_000,
    city: 'Herstal',
    zip: '4040',
    fr: 'Appartement lumineux avec terrasse',
    nl: 'Licht appartement met terras',
  },
  {
    id: 8_800_003,
    goal: 'rent',
    price: 950,
    city: 'Seraing',
    zip: '4100',
    fr: 'Maison familiale avec jardin',
    nl: 'Gezinswoning met tuin',
  },
] as const;

let work = '';
let base = '';
let dataDir = '';
let stop: () => Promise<void> = async () => undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  work = mkdtempSync(path.join(os.tmpdir(), 'vitrine-second-agency-'));
  const folder = path.join(work, 'agency');
  cpSync(FIXTURE, folder, { recursive: true });
  // The feed: three properties with photos of their own, and an owner to invite.
  mkdirSync(path.join(folder, 'feed', 'photos'), { recursive: true });
  for (const [i, house] of HOUSES.entries()) {
    const colour = { r: 90 + i * 50, g: 120, b: 160 - i * 30 };
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
      .jpeg({ quality: 80 })
      .toFile(path.join(folder, 'feed', 'photos', `${house.id}.jpg`));
  }
  const feed = {
    properties: HOUSES.map((h) => ({
      id: h.id,
      goal: h.goal,
      type: 1,
      price: h.price,
      address: { zip: h.zip, city: h.city },
      surfaces: { living: 140 },
      photos: [{ url: `photos/${h.id}.jpg` }],
      texts: {
        fr: { title: h.fr },
        nl: { title: h.nl },
        en: { title: `House ${h.id}` },
      },
    })),
    owners: [{ id: 901, email: OWNER, name: 'Camille Lejeune', locale: 'fr', propertyIds: [HOUSES[0].id] }],
  };
  writeFileSync(path.join(folder, 'feed', 'feed.json'), JSON.stringify(feed, null, 2));

  dataDir = path.join(work, 'data');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    CONTENT_DIR: folder,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  delete env.DATABASE_URL;
  const applied = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/agency.ts', 'apply', folder], {
    env,
    encoding: 'utf8',
  });
  expect(applied.status, `${applied.stdout}${applied.stderr}`).toBe(0);
  ({ url: base, stop } = await serveSite(env));
});

test.afterAll(async () => {
  await stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Every page of the site in one language that a visitor can reach, and its detail pages. */
async function addresses(request: APIRequestContext, locale: 'fr' | 'nl'): Promise<string[]> {
  const lists = locale === 'fr' ? ['/fr/a-vendre/', '/fr/a-louer/'] : ['/nl/te-koop/', '/nl/te-huur/'];
  const own =
    locale === 'fr'
      ? [
          '/fr/',
          '/fr/projets/',
          '/fr/contact/',
          '/fr/estimation/',
          '/fr/recherche/',
          '/fr/favoris/',
          '/fr/login/',
          '/fr/qui-sommes-nous/',
          '/fr/vie-privee/',
        ]
      : [
          '/nl/',
          '/nl/projecten/',
          '/nl/contact/',
          '/nl/waardebepaling/',
          '/nl/zoekopdracht/',
          '/nl/favorieten/',
          '/nl/login/',
          '/nl/over-ons/',
          '/nl/privacy/',
        ];
  const details: string[] = [];
  for (const list of lists) {
    const html = await (await request.get(`${base}${list}`)).text();
    for (const [, href] of html.matchAll(/href="(\/(?:fr|nl)\/(?:a-vendre|a-louer|te-koop|te-huur)\/[^"?#]+\/\d+\/)"/g))
      if (!details.includes(href!)) details.push(href!);
  }
  return [...own, ...lists, ...details];
}

test('the folder applies on an empty installation: / is French, English is not a language of the site', async ({
  request,
}) => {
  const root = await request.get(`${base}/`, { maxRedirects: 0 });
  expect(root.status()).toBe(307);
  expect(root.headers().location).toMatch(/\/fr\/$/);
  for (const address of ['/en/', '/en/for-sale/']) {
    const page = await request.get(`${base}${address}`, { maxRedirects: 0 });
    expect(page.status(), address).toBe(404);
    const html = await page.text();
    // The whole not-found page of the default language in its HTML, naming the agency (issue 33).
    expect(html, address).toContain('<title>Page introuvable | Maison Mosane Immobilier</title>');
    expect(html, address).toContain('<html lang="fr"');
    expect(html, address).toMatch(/<h1[^>]*>Nous ne trouvons pas cette page<\/h1>/);
    expect(traceIn(html), address).toBeNull();
  }
});

for (const locale of ['fr', 'nl'] as const) {
  test(`every page in ${locale}: the agency's words, titles and descriptions, no trace of the demo`, async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const list = await addresses(request, locale);
    // The three properties of the feed, and nothing of the demo's catalogue.
    const details = list.filter((a) => /\/\d+\/$/.test(a));
    expect(details.map((d) => Number(/\/(\d+)\/$/.exec(d)![1])).sort()).toEqual(HOUSES.map((h) => h.id));
    for (const address of list) {
      const response = await request.get(`${base}${address}`);
      expect(response.status(), address).toBe(200);
      const html = await response.text();
      expect(traceIn(html), address).toBeNull();
      expect(html, address).toContain(`<html lang="${locale}"`);
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(title.length, `${address} title`).toBeGreaterThan(3);
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
      expect(description.length, `${address} description`).toBeGreaterThan(20);
    }
    // Addresses in the page's language: the French page of a house has its French title's slug.
    const house = HOUSES[0];
    const detail = details.find((d) => d.endsWith(`/${house.id}/`))!;
    const slug = locale === 'fr' ? 'maison-de-maitre-renovee' : 'gerenoveerd-herenhuis';
    expect(detail).toContain(`/${slug}/`);
  });
}

test('the home page names the agency in its title, its structured data and its footer', async ({ request }) => {
  const html = await (await request.get(`${base}/fr/`)).text();
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain(AGENCY);
  const data = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );
  const agency = data.find((d) => d.name === AGENCY);
  expect(agency, JSON.stringify(data)).toBeTruthy();
  expect(JSON.stringify(agency)).toContain('Liège');
  expect(html).toContain('04 222 11 33');
  expect(html).toContain('tel:+3242221133');
});

test('sitemap.xml and robots.txt: French and Dutch only, on the agency’s pages', async ({ request }) => {
  const sitemap = await (await request.get(`${base}/sitemap.xml`)).text();
  expect(traceIn(sitemap)).toBeNull();
  expect(sitemap).toContain('/fr/a-vendre/');
  expect(sitemap).toContain('/nl/te-koop/');
  expect(sitemap).not.toMatch(/\/en\//);
  expect(sitemap).toContain(`/${HOUSES[0].id}/`);
  const robots = await (await request.get(`${base}/robots.txt`)).text();
  expect(traceIn(robots)).toBeNull();
  expect(robots).toContain('sitemap.xml');
});

test('its colour on a button, its logo in the header, its name on the icons and the manifest', async ({
  page,
  request,
}) => {
  await page.goto(`${base}/fr/contact/`);
  const button = page.locator('.btn-primary').first();
  await expect(button).toBeVisible();
  expect(await button.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(PRIMARY);
  // The logo is the home link's picture; the link carries the agency's name.
  const home = page.locator('header a.logo-link').first();
  await expect(home).toHaveAttribute('aria-label', new RegExp(AGENCY));
  const logo = home.locator('img');
  const logoFile = await request.get(new URL((await logo.getAttribute('src'))!, base).toString());
  expect(logoFile.status()).toBe(200);
  const svg = await logoFile.text();
  expect(svg).toContain('Maison Mosane');
  expect(traceIn(svg)).toBeNull();
  const icon = await page.locator('link[rel="icon"]').first().getAttribute('href');
  const favicon = await request.get(new URL(icon!, base).toString());
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/^image\//);
  const manifest = await request.get(`${base}/manifest.webmanifest`);
  const json = (await manifest.json()) as { name: string; theme_color: string };
  expect(json.name).toBe(AGENCY);
  expect(json.theme_color.toLowerCase()).toBe('#7a1f5c');
});

/** The .eml files the server wrote (no SMTP_URL: DATA_DIR/mail). */
function mails(): string[] {
  const dir = path.join(dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).map((f) => readFileSync(path.join(dir, f), 'utf8'));
}

/** A mail's text: quoted-printable and base64 parts decoded enough to read its words. */
function readable(mail: string): string {
  const qp = mail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  const decoded = [...mail.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)]
    .map(([, b64]) => Buffer.from(b64!.replace(/\s/g, ''), 'base64').toString('utf8'))
    .join('\n');
  return `${Buffer.from(qp, 'latin1').toString('utf8')}\n${decoded}`;
}

test('the owner invitation and a contact form’s mails name the agency, in French, and nothing of the demo', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await expect.poll(() => mails().filter((m) => m.includes(OWNER)).length, { timeout: 20_000 }).toBe(1);
  const invitation = readable(mails().find((m) => m.includes(OWNER))!);
  expect(invitation).toContain(AGENCY);
  expect(traceIn(invitation)).toBeNull();

  const visitor = `visiteur-${Date.now()}@mosane.example`;
  await page.goto(`${base}/fr/contact/`);
  await page.locator('form [name="title"][value="ms"]').check();
  await page.locator('form [name="firstName"]').fill('Anne');
  await page.locator('form [name="lastName"]').fill('Lambert');
  await page.locator('form [name="email"]').fill(visitor);
  await page.locator('form [name="phone"]').fill('0476 12 34 56');
  await page.locator('form [name="slots"][value="14:00-18:00"]').check();
  await tickCaptcha(page, 'Je ne suis pas un robot');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page).toHaveURL(/\/fr\/merci\//);
  await expect.poll(() => mails().filter((m) => m.includes(visitor)).length, { timeout: 20_000 }).toBe(2);
  const sent = mails()
    .filter((m) => m.includes(visitor))
    .map(readable);
  for (const mail of sent) expect(traceIn(mail)).toBeNull();
  const toAgency = sent.find((m) => /^To: .*bonjour@mosane\.example/m.test(m));
  expect(toAgency, sent.join('\n----\n')).toBeTruthy();
  // The agency's mail language is its default, French.
  expect(toAgency).toMatch(/^Subject: .*(Contact|contact)/m);
  expect(toAgency).not.toMatch(/Contacteer ons/);
});

async function noViolations(page: Page, address: string): Promise<void> {
  await page.goto(`${base}${address}`);
  await expectNoViolations(page, address);
}

test('axe finds no violation on its pages, its colours included; screenshots at 390 and 1280 px', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const detail = (await addresses(request, 'fr')).find((a) => a.includes('/a-vendre/') && /\/\d+\/$/.test(a))!;
  const shots = path.resolve('test-results', 'second-agency');
  mkdirSync(shots, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const [name, address] of [
      ['home', '/fr/'],
      ['list', '/fr/a-vendre/'],
      ['detail', detail],
      ['contact', '/fr/contact/'],
      ['home-nl', '/nl/'],
    ] as const) {
      await noViolations(page, address);
      await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: false });
    }
  }
});

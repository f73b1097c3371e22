import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { DbHandle } from '../../src/db/open';
import { createTestDb } from '../../src/db/test-db';
import { installation, mailQueue, owners, properties, staffUser, submissions, testimonials } from '../../src/db/schema';
import { loadContent } from '../../src/lib/content/load';
import { DEMO_CONTENT_DIR } from './demo-step';
import { publishedContent } from '../../src/lib/content/store';
import { installDemo } from '../../examples/demo-agency/generator/install';
import { AgencyFolderRefused, applyAgencyFolder, exportAgencyFolder } from './agency-folder';
import { prepareDatabase } from '../../src/lib/installation/prepare';
import { demoAgency } from './demo-step';
import { demoAccountsFile } from './demo-accounts';

/** `npm run agency -- apply DIR` on an installation holding the demo (issue 29). */
let handle: DbHandle;
let work: string;
const agency = () => path.join(work, 'agency');
let demoName: string;
beforeAll(async () => {
  handle = await createTestDb();
  work = mkdtempSync(path.join(os.tmpdir(), 'vitrine-agency-'));
  await installDemo(handle.db, path.join(work, 'data'));
  // The agency's folder: the content format (another name), and a feed folder of two properties.
  cpSync(path.resolve(DEMO_CONTENT_DIR), agency(), { recursive: true });
  const site = JSON.parse(readFileSync(path.join(agency(), 'site.json'), 'utf8')) as { agency: { name: string } };
  demoName = site.agency.name;
  site.agency.name = 'Agence Test Exemple';
  writeFileSync(path.join(agency(), 'site.json'), JSON.stringify(site, null, 2));
  rmSync(path.join(agency(), 'pages', '99-feedback.json'));
  mkdirSync(path.join(agency(), 'feed'));
  const house = (id: number, goal: 'sale' | 'rent', price: number) => ({
    id,
    goal,
    type: 1,
    price,
    address: { zip: '4000', city: 'Liège' },
    surfaces: { living: 120 },
    texts: { fr: { title: `Maison ${id}` }, nl: { title: `Woning ${id}` }, en: { title: `House ${id}` } },
  });
  writeFileSync(
    path.join(agency(), 'feed', 'feed.json'),
    JSON.stringify({
      properties: [house(4_100_001, 'sale', 295_000), house(4_100_002, 'rent', 1_150)],
      owners: [
        { id: 77, email: 'proprio@agency.example', name: 'Un Propriétaire', locale: 'fr', propertyIds: [4_100_001] },
      ],
    }),
  );
}, 180_000);
afterAll(async () => {
  await handle.close();
  rmSync(work, { recursive: true, force: true });
});

const rows = async (table: typeof properties | typeof testimonials | typeof owners | typeof submissions) =>
  (await handle.db.select({ n: count() }).from(table))[0]!.n;

describe('an agency applied from its folder', { timeout: 180_000 }, () => {
  it('is refused before the demo goes when its logo or a feed record is refused: nothing changes', async () => {
    const dataDir = path.join(work, 'data');
    const before = await rows(properties);
    const content = await publishedContent(handle.db);
    const badLogo = path.join(work, 'bad-logo');
    cpSync(agency(), badLogo, { recursive: true });
    writeFileSync(
      path.join(badLogo, 'logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script></svg>',
    );
    await expect(applyAgencyFolder(handle.db, badLogo, { dataDir })).rejects.toThrow(
      /brand\.logo\.url: logo\.svg is refused/,
    );
    const badFeed = path.join(work, 'bad-feed');
    cpSync(agency(), badFeed, { recursive: true });
    const feed = JSON.parse(readFileSync(path.join(badFeed, 'feed', 'feed.json'), 'utf8')) as {
      properties: { price: unknown }[];
    };
    feed.properties[1]!.price = 'on request';
    writeFileSync(path.join(badFeed, 'feed', 'feed.json'), JSON.stringify(feed));
    const refused = await applyAgencyFolder(handle.db, badFeed, { dataDir }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AgencyFolderRefused);
    expect((refused as AgencyFolderRefused).reasons.join('\n')).toMatch(/4100002.*price/);
    expect(await rows(properties)).toBe(before);
    expect(await rows(testimonials)).toBeGreaterThan(0);
    expect(existsSync(demoAccountsFile(dataDir))).toBe(true);
    expect(await publishedContent(handle.db)).toEqual(content);
  });

  it('removes the demo first, then publishes its content and its catalogue', async () => {
    const dataDir = path.join(work, 'data');
    expect(existsSync(demoAccountsFile(dataDir))).toBe(true);
    expect(await rows(properties)).toBeGreaterThan(100);
    const done = await applyAgencyFolder(handle.db, agency(), { dataDir });
    expect(done).toMatchObject({ demoRemoved: true, feed: 'applied' });
    const ids = (await handle.db.select({ id: properties.id }).from(properties)).map((p) => p.id).sort();
    expect(ids).toEqual([4_100_001, 4_100_002]);
    expect(await rows(testimonials)).toBe(0);
    // The demo's owners are gone; the feed's owner is invited in the name of the agency's content.
    const left = await handle.db.select({ email: owners.email }).from(owners);
    expect(left).toEqual([{ email: 'proprio@agency.example' }]);
    const [invitation] = await handle.db.select().from(mailQueue).where(eq(mailQueue.to, 'proprio@agency.example'));
    // (The message files' own words are the words step's: issue 29.)
    expect(invitation!.subject).toContain('Agence Test Exemple');
    expect(invitation!.subject).not.toContain(demoName);
    expect(await rows(submissions)).toBe(0);
    expect(await handle.db.select().from(staffUser)).toEqual([]);
    expect(existsSync(demoAccountsFile(dataDir))).toBe(false);
    const [mark] = await handle.db.select().from(installation);
    expect(mark).toMatchObject({ demo: 'removed', demoAccounts: [] });
    const published = await publishedContent(handle.db);
    expect(published!.site.agency.name).toBe('Agence Test Exemple');
    expect(published!.pages.map((p) => p.name)).not.toContain('feedback');
  });

  it('a public site then serves it, and a development start brings no demo back', async () => {
    const dataDir = path.join(work, 'data');
    await prepareDatabase(handle.url, { publicSite: true, dataDir, example: demoAgency() });
    await prepareDatabase(handle.url, { publicSite: false, dataDir, example: demoAgency() });
    expect(await rows(properties)).toBe(2);
    expect(await rows(testimonials)).toBe(0);
    expect(await rows(owners)).toBe(1);
  });

  it('applied again (no demo left), it replaces the content and keeps the catalogue it brings', async () => {
    const done = await applyAgencyFolder(handle.db, agency(), { dataDir: path.join(work, 'data') });
    expect(done).toMatchObject({ demoRemoved: false, feed: 'applied' });
    expect(await rows(properties)).toBe(2);
  });

  it('a folder whose content is wrong changes nothing', async () => {
    const broken = path.join(work, 'broken');
    cpSync(agency(), broken, { recursive: true });
    writeFileSync(path.join(broken, 'site.json'), '{ "agency": ');
    await expect(applyAgencyFolder(handle.db, broken, { dataDir: path.join(work, 'data') })).rejects.toThrow(
      /site\.json/,
    );
    expect(await rows(properties)).toBe(2);
  });

  it('exports the same form it applies', async () => {
    const out = path.join(work, 'export');
    const { pages } = await exportAgencyFolder(handle.db, out);
    const site = JSON.parse(readFileSync(path.join(out, 'site.json'), 'utf8')) as { agency: { name: string } };
    expect(site.agency.name).toBe('Agence Test Exemple');
    expect(existsSync(path.join(out, 'routing.json'))).toBe(false);
    expect(pages).toBe(loadContent(path.resolve(DEMO_CONTENT_DIR)).pages.length - 1);
  });
});

import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { DbHandle } from '@/db/open';
import { createTestDb } from '@/db/test-db';
import { installation, mailQueue, owners, properties, staffUser, submissions, testimonials } from '@/db/schema';
import { importContentFolder } from '@/lib/content/folder';
import { loadContent } from '@/lib/content/load';
import { publishedContent } from '@/lib/content/store';
import { markInstallation } from '@/lib/installation/demo';
import { prepareDatabase, type ExampleAgency } from '@/lib/installation/prepare';
import { addStaffWithLink } from '@/lib/staff/invite';
import { aLead, aTestimonial, seedLeads, seedTestimonials } from '@/test/data/activity';
import { anOwner, aProperty, seedCatalogue } from '@/test/data/catalogue';
import { CONTENT_FIXTURE, FIXTURE_AGENCY } from '@/test/data/content';
import { AgencyFolderRefused, applyAgencyFolder, exportAgencyFolder, type ApplyOptions } from './folder';

/**
 * `npm run agency -- apply DIR` on an installation holding an example agency (issue 29): the
 * command passes the demo (scripts/lib/demo-step.ts); here an example of the test's own, with its
 * catalogue, testimonials, owner, leads, a staff account and a file in the data folder (as the
 * demo's accounts file).
 */
let handle: DbHandle;
let work: string;
const agency = () => path.join(work, 'agency');
const dataDir = () => path.join(work, 'data');
const exampleFile = () => path.join(dataDir(), 'example-accounts.txt');
let installs = 0;
const example: ExampleAgency = {
  contentDir: CONTENT_FIXTURE,
  install: async () => {
    installs += 1;
    return [];
  },
  recordEarlier: async () => [],
  presentLine: () => 'the example agency',
};
const quiet = { line: () => undefined, problem: () => undefined, progress: () => () => undefined };
const options = (): ApplyOptions => ({
  dataDir: dataDir(),
  example,
  removeExampleFiles: (dir) => rmSync(path.join(dir, 'example-accounts.txt'), { force: true }),
  out: quiet,
});
beforeAll(async () => {
  handle = await createTestDb();
  work = mkdtempSync(path.join(os.tmpdir(), 'vitrine-agency-'));
  // The installation holds the example: its words, catalogue, activity and accounts.
  await importContentFolder(handle.db, CONTENT_FIXTURE, 'test', loadContent(CONTENT_FIXTURE));
  await seedCatalogue(handle.db, {
    properties: [1001, 1002, 1003].map((id) => aProperty(id)),
    owners: [anOwner(5, 'example.owner@example.org', [1001])],
  });
  await seedTestimonials(handle.db, [aTestimonial(1), aTestimonial(2)]);
  await seedLeads(handle.db, [aLead(1, 1001)]);
  await addStaffWithLink(handle.db, { email: 'example.staff@example.org', role: 'admin', locale: 'nl' }, 'test');
  await markInstallation(handle.db, 'present', ['example.staff@example.org']);
  mkdirSync(dataDir(), { recursive: true });
  writeFileSync(exampleFile(), 'staff\texample.staff@example.org\tadmin\tpassword\n');
  // The agency's folder: the content format (another name), and a feed folder of two properties.
  cpSync(CONTENT_FIXTURE, agency(), { recursive: true });
  const site = JSON.parse(readFileSync(path.join(agency(), 'site.json'), 'utf8')) as { agency: { name: string } };
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
  it('is refused before the example goes when its logo or a feed record is refused: nothing changes', async () => {
    const before = await rows(properties);
    const content = await publishedContent(handle.db);
    const badLogo = path.join(work, 'bad-logo');
    cpSync(agency(), badLogo, { recursive: true });
    writeFileSync(
      path.join(badLogo, 'logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script></svg>',
    );
    await expect(applyAgencyFolder(handle.db, badLogo, options())).rejects.toThrow(
      /brand\.logo\.url: logo\.svg is refused/,
    );
    const badFeed = path.join(work, 'bad-feed');
    cpSync(agency(), badFeed, { recursive: true });
    const feed = JSON.parse(readFileSync(path.join(badFeed, 'feed', 'feed.json'), 'utf8')) as {
      properties: { price: unknown }[];
    };
    feed.properties[1]!.price = 'on request';
    writeFileSync(path.join(badFeed, 'feed', 'feed.json'), JSON.stringify(feed));
    const refused = await applyAgencyFolder(handle.db, badFeed, options()).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AgencyFolderRefused);
    expect((refused as AgencyFolderRefused).reasons.join('\n')).toMatch(/4100002.*price/);
    expect(await rows(properties)).toBe(before);
    expect(await rows(testimonials)).toBeGreaterThan(0);
    expect(existsSync(exampleFile())).toBe(true);
    expect(await publishedContent(handle.db)).toEqual(content);
  });

  it('removes the example first, then publishes its content and its catalogue', async () => {
    expect(existsSync(exampleFile())).toBe(true);
    expect(await rows(properties)).toBe(3);
    const done = await applyAgencyFolder(handle.db, agency(), options());
    expect(done).toMatchObject({ demoRemoved: true, feed: 'applied' });
    const ids = (await handle.db.select({ id: properties.id }).from(properties)).map((p) => p.id).sort();
    expect(ids).toEqual([4_100_001, 4_100_002]);
    expect(await rows(testimonials)).toBe(0);
    // The example's owners are gone; the feed's owner is invited in the name of the agency's content.
    const left = await handle.db.select({ email: owners.email }).from(owners);
    expect(left).toEqual([{ email: 'proprio@agency.example' }]);
    const [invitation] = await handle.db.select().from(mailQueue).where(eq(mailQueue.to, 'proprio@agency.example'));
    // (The message files' own words are the words step's: issue 29.)
    expect(invitation!.subject).toContain('Agence Test Exemple');
    expect(invitation!.subject).not.toContain(FIXTURE_AGENCY.name);
    expect(await rows(submissions)).toBe(0);
    expect(await handle.db.select().from(staffUser)).toEqual([]);
    expect(existsSync(exampleFile())).toBe(false);
    const [mark] = await handle.db.select().from(installation);
    expect(mark).toMatchObject({ demo: 'removed', demoAccounts: [] });
    const published = await publishedContent(handle.db);
    expect(published!.site.agency.name).toBe('Agence Test Exemple');
    expect(published!.pages.map((p) => p.name)).not.toContain('feedback');
  });

  it('a public site then serves it, and a development start brings no example back', async () => {
    const log = () => undefined;
    await prepareDatabase(handle.url, { publicSite: true, dataDir: dataDir(), example, log });
    await prepareDatabase(handle.url, { publicSite: false, dataDir: dataDir(), example, log });
    expect(installs).toBe(0);
    expect(await rows(properties)).toBe(2);
    expect(await rows(testimonials)).toBe(0);
    expect(await rows(owners)).toBe(1);
  });

  it('applied again (no example left), it replaces the content and keeps the catalogue it brings', async () => {
    const done = await applyAgencyFolder(handle.db, agency(), options());
    expect(done).toMatchObject({ demoRemoved: false, feed: 'applied' });
    expect(await rows(properties)).toBe(2);
  });

  it('a folder whose content is wrong changes nothing', async () => {
    const broken = path.join(work, 'broken');
    cpSync(agency(), broken, { recursive: true });
    writeFileSync(path.join(broken, 'site.json'), '{ "agency": ');
    await expect(applyAgencyFolder(handle.db, broken, options())).rejects.toThrow(/site\.json/);
    expect(await rows(properties)).toBe(2);
  });

  it('exports the same form it applies', async () => {
    const out = path.join(work, 'export');
    const { pages } = await exportAgencyFolder(handle.db, out);
    const site = JSON.parse(readFileSync(path.join(out, 'site.json'), 'utf8')) as { agency: { name: string } };
    expect(site.agency.name).toBe('Agence Test Exemple');
    expect(existsSync(path.join(out, 'routing.json'))).toBe(false);
    expect(pages).toBe(loadContent(CONTENT_FIXTURE).pages.length - 1);
  });
});

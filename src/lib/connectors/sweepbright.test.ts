import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@/db/open';
import { createTestDb } from '@/db/test-db';
import { connectorEvents, connectorListings, media, properties, projects } from '@/db/schema';
import { fetchDueFiles } from '@/lib/files/worker';
import {
  FAKE_SWEEPBRIGHT,
  startFakeSweepBright,
  SWEEPBRIGHT_RENTAL,
  type FakeSweepBright,
} from '@/test/fakes/sweepbright-api';
import { getProperty } from '@/lib/catalogue/property';
import { runConnector } from './run';
import { sweepBrightSource } from './sweepbright/source';

let handle: DbHandle;
let sweepbright: FakeSweepBright;
const HOUSE = '3f0b6a52-9f1e-4c1a-9d7e-2b8f4c6e1a01';
const PROJECT = 'a1b2c3d4-0000-4000-8000-000000000100';
const source = () =>
  sweepBrightSource(
    {
      url: sweepbright.url,
      clientId: FAKE_SWEEPBRIGHT.clientId,
      clientSecret: FAKE_SWEEPBRIGHT.clientSecret,
      siteUrl: 'https://www.agency.example',
    },
    () => handle.db,
  );
const run = () => runConnector(source(), { db: handle.db, announce: async () => {} });
let serial = 0;
const event = (name: string, estateId: string) =>
  handle.db.insert(connectorEvents).values({
    connector: 'sweepbright',
    digest: `digest-${++serial}`,
    event: name,
    externalId: estateId,
    happenedAt: new Date(Date.now() - 60_000 + serial),
  });
const siteId = async (kind: 'property' | 'project', uuid: string) =>
  (
    await handle.db
      .select({ siteId: connectorListings.siteId })
      .from(connectorListings)
      .where(eq(connectorListings.externalId, uuid))
  ).find(() => true)?.siteId ?? Number.NaN;

beforeAll(async () => {
  handle = await createTestDb();
  sweepbright = await startFakeSweepBright();
});
afterAll(async () => {
  await sweepbright.close();
  await handle.close();
});

describe('the SweepBright connector', () => {
  it('reads an added estate at once, applies every field it maps, and reports the listing’s address back', async () => {
    await event('estate-added', HOUSE);
    const result = await run();
    expect(result).toMatchObject({ busy: false, outcome: 'ok', full: false, refused: [] });
    if (result.busy) throw new Error('busy');
    expect(result.unplaced).toEqual([
      'amenities pool: 1 listing',
      'cadastral_income: 1 listing',
      'kitchens: 1 listing',
      'living_rooms: 1 listing',
    ]);
    const id = await siteId('property', HOUSE);
    expect(id).toBeGreaterThanOrEqual(1_500_000_000);
    const [house] = await handle.db.select().from(properties).where(eq(properties.id, id));
    expect(house).toMatchObject({
      status: 'published',
      price: 685000,
      bedrooms: 4,
      bathrooms: 2,
      toilets: 3,
      showerrooms: 1,
      livingSurface: 245,
      groundSurface: 180,
      energyPerformance: 212,
      epcLabelText: 'C',
      city: 'Antwerpen',
      zip: '2000',
      recordFile: 'SB-1001',
      webId: 1,
    });
    expect(house!.comfort).toEqual({
      gardenOrientation: 'sw',
      interior: ['fireplace', 'alarm'],
      exterior: ['solar-panels'],
    });
    expect(house!.flags).toEqual({ garden: true, cellar: true, gas: true, furnished: false });
    expect(house!.construction).toEqual({ constructionYear: 1905, renovationYear: 2018, windowGlazing: 'double' });
    // The owner, the negotiator and the internal note are nowhere in the record.
    expect(JSON.stringify(house)).not.toMatch(/Janssens|Eigenaar wil/);
    expect(sweepbright.urls.get(HOUSE)).toBe(`https://www.agency.example/property/${id}/`);
    const [stored] = await handle.db.select().from(connectorEvents).where(eq(connectorEvents.externalId, HOUSE));
    expect(stored).toMatchObject({ status: 'done' });
    // The photos, whose addresses expire, are made the site's own at once.
    await fetchDueFiles(handle.db, { allowPrivate: true });
    const photos = (await handle.db.select().from(media).where(eq(media.propertyId, id)).orderBy(media.sort)).filter(
      (m) => m.kind !== 'tour',
    );
    expect(photos.map((p) => [p.kind, p.sourceUrl?.replace(/^.*\/images\//, '').replace(/\?.*$/, '')])).toEqual([
      ['photo', 'garden.jpg'],
      ['photo', 'front.jpg'],
      ['photo', 'kitchen.jpg'],
    ]);
    for (const p of photos) expect(p.url).toMatch(/^\/files\//);
    // Every call named the API's version.
    expect(sweepbright.calls.every((c) => c.accept === 'application/vnd.sweepbright.v20191206+json')).toBe(true);
  });

  it('makes a project of a project estate, its units from its `properties`, and withdraws them all when it is deleted', async () => {
    await event('estate-added', PROJECT);
    await run();
    const projectId = await siteId('project', PROJECT);
    const [project] = await handle.db.select().from(projects).where(eq(projects.id, projectId));
    expect(project).toMatchObject({ status: 'published' });
    const units = await handle.db.select().from(properties).where(eq(properties.projectId, projectId));
    expect(units.map((u) => [u.webId, u.availability, u.status]).sort()).toEqual([
      [2, 'option', 'published'],
      [3, null, 'published'],
    ]);
    expect(sweepbright.urls.get(PROJECT)).toBe(`https://www.agency.example/project/${projectId}/`);

    await event('estate-deleted', PROJECT);
    await run();
    expect((await handle.db.select().from(projects).where(eq(projects.id, projectId)))[0]?.status).toBe('withdrawn');
    const after = await handle.db.select().from(properties).where(eq(properties.projectId, projectId));
    expect(after.map((u) => u.status)).toEqual(['withdrawn', 'withdrawn']);
  });

  it('keeps an event it could not read for later, and withdraws a listing SweepBright no longer publishes', async () => {
    sweepbright.mode = 'down';
    await event('estate-updated', HOUSE);
    const waiting = await run();
    if (waiting.busy) throw new Error('busy');
    expect(waiting.warnings[0]).toMatch(
      /estate-updated 3f0b6a52-.*: POST oauth\/token: SweepBright answered 503.*tried again later/,
    );
    const pending = await handle.db.select().from(connectorEvents).where(eq(connectorEvents.status, 'pending'));
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ attempts: 1 });
    sweepbright.mode = 'ok';
    sweepbright.estates.delete(HOUSE);
    await handle.db
      .update(connectorEvents)
      .set({ nextAttemptAt: new Date() })
      .where(eq(connectorEvents.status, 'pending'));
    await run();
    const id = await siteId('property', HOUSE);
    expect((await handle.db.select().from(properties).where(eq(properties.id, id)))[0]?.status).toBe('withdrawn');
  });

  it('hands a lead about one of its listings to that estate, and a general one to its contacts', async () => {
    const s = source();
    await s.deliver!({
      kind: 'info',
      locale: 'nl',
      payload: { firstName: 'Sara', lastName: 'Maes' },
      contact: { name: 'Sara Maes', email: 'sara@example.test', phone: '+32 470 12 34 56', message: 'Nog vrij?' },
      message: 'Nog vrij?',
      estateExternalId: HOUSE,
    });
    await s.deliver!({
      kind: 'contact',
      locale: 'fr',
      payload: {},
      contact: { name: 'Luc', email: 'luc@example.test' },
      message: '',
    });
    expect(sweepbright.contacts).toEqual([
      {
        path: `/estates/${HOUSE}/contacts`,
        body: {
          first_name: 'Sara',
          last_name: 'Maes',
          email: 'sara@example.test',
          phone: '+32 470 12 34 56',
          message: 'Nog vrij?',
          locale: 'nl',
        },
      },
      {
        path: '/contacts',
        body: { first_name: '', last_name: 'Luc', email: 'luc@example.test', phone: '', message: '', locale: 'fr' },
      },
    ]);
  });

  it('brings a Flemish rental of the documented shape to its page complete: legal facts, costs, public plans, and tells the office', async () => {
    await event('estate-added', SWEEPBRIGHT_RENTAL);
    const result = await run();
    if (result.busy || result.outcome !== 'ok') throw new Error(JSON.stringify(result));
    const id = await siteId('property', SWEEPBRIGHT_RENTAL);
    // A prospect the agency published is shown; nothing is left unnamed.
    expect(result.notShown).toEqual([]);
    expect(result.unplaced).toEqual(
      expect.arrayContaining(['video_url (not a video or tour the site can show): 1 listing']),
    );
    // Its label C contradicts its score 310 (D in Flanders): the office is told, the page keeps C.
    expect(result.legalGaps).toEqual([
      expect.objectContaining({ id, reference: 'R-2026-014', rules: [], conflict: { printed: 'c', fromScore: 'd' } }),
    ]);
    await fetchDueFiles(handle.db, { allowPrivate: true });
    const page = await getProperty(id, 'fr', handle.db);
    expect(page).toMatchObject({
      goal: 1,
      amount: 1250,
      livingSurface: 78.04,
      rentalCosts: { charges: 150, deposit: 2500, inventory: null },
      legalMentions: expect.stringContaining('Garantie locative'),
      energy: { scale: 'flanders', label: 'c', score: 310 },
      legal: {
        flood: { riskAreaText: 'effectively-flood-prone', pScore: 'C', gScore: 'B' },
        planning: expect.objectContaining({ planningZone: 'residential', urbanPlanningCertificate: true }),
      },
    });
    expect(page!.price).toMatchObject({ perMonth: true, charges: '150\u00a0€' }); // French amounts (CLDR fr-BE)
    // The floor plan and the documents are on the page, not "ask by e-mail".
    expect(page!.documents.map((d) => d.kind).sort()).toEqual(['asbestos', 'epc', 'other', 'plan']);
    expect(page!.hasPrivateDocuments).toBe(false);
  });

  it('names a listing it sends and does not show, with the reason', async () => {
    const rental = sweepbright.estates.get(SWEEPBRIGHT_RENTAL)!;
    sweepbright.estates.set('7a000000-0000-4000-8000-000000000001', {
      ...rental,
      id: '7a000000-0000-4000-8000-000000000001',
      status: 'archived',
      settings: { reference: 'R-ODD' },
    });
    await event('estate-added', '7a000000-0000-4000-8000-000000000001');
    const result = await run();
    if (result.busy) throw new Error('busy');
    expect(result.notShown).toEqual([
      'R-ODD Appartement met terras te huur (property 7a000000-0000-4000-8000-000000000001): status archived: a status the site does not know',
    ]);
  });
});

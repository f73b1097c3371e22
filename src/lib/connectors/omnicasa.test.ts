import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { DbHandle } from '@/db/open';
import { createTestDb } from '@/db/test-db';
import { leadDeliveries, media, projects, properties, propertyTexts, submissions } from '@/db/schema';
import { fetchDueFiles } from '@/lib/files/worker';
import { fakeOmnicasaSettings, startFakeOmnicasa, type FakeOmnicasa } from '@/test/fakes/omnicasa-api';
import { deliverDueLeads, queueDeliveries } from './deliveries';
import { omnicasaSource } from './omnicasa/source';
import { runConnector } from './run';

let handle: DbHandle;
let omnicasa: FakeOmnicasa;
const source = () => omnicasaSource({ ...fakeOmnicasaSettings(omnicasa), siteId: 77 });
const run = (options: { full?: boolean } = {}) =>
  runConnector(source(), { db: handle.db, announce: async () => {}, ...options });
const statusOf = async (id: number) =>
  (await handle.db.select({ status: properties.status }).from(properties).where(eq(properties.id, id)))[0]?.status;

beforeAll(async () => {
  handle = await createTestDb();
  omnicasa = await startFakeOmnicasa();
});
afterAll(async () => {
  await omnicasa.close();
  await handle.close();
});
beforeEach(() => {
  omnicasa.mode = 'ok';
  omnicasa.calls.length = 0;
});

describe('the Omnicasa connector', () => {
  it('brings the office in: texts per language, a project with its units, sold and rented, no draft', async () => {
    const result = await run();
    expect(result).toMatchObject({ busy: false, outcome: 'ok', full: true, refused: [] });
    if (result.busy || !result.summary) throw new Error('no summary');
    expect(result.summary.created.sort()).toEqual([5200001, 5200002, 5200003, 5200004]);
    expect(result.summary.projects.created).toEqual([5300001]);
    // The storey and the condition are placed now (issue 42): nothing is left to name.
    expect(result.unplaced).toEqual([]);

    const [house] = await handle.db.select().from(properties).where(eq(properties.id, 5200001));
    expect(house).toMatchObject({
      goal: 0,
      price: 465000,
      city: 'Leuven',
      zip: '3000',
      bedrooms: 4,
      status: 'published',
    });
    const texts = await handle.db.select().from(propertyTexts).where(eq(propertyTexts.propertyId, 5200001));
    expect(Object.fromEntries(texts.map((t) => [t.locale, t.title]))).toEqual({
      nl: 'Halfopen bebouwing – Leuven',
      fr: 'Maison semi-ouverte – Louvain',
      en: 'Semi-detached house – Leuven',
    });
    expect(texts.find((t) => t.locale === 'fr')?.description).toBe(
      'Maison familiale prête à habiter, à deux pas du centre.\nGrand séjour, 4 chambres & jardin ensoleillé.',
    );
    const units = await handle.db
      .select({ id: properties.id, projectId: properties.projectId, availability: properties.availability })
      .from(properties)
      .where(inArray(properties.id, [5200002, 5200003, 5200004]))
      .orderBy(properties.id);
    expect(units).toEqual([
      { id: 5200002, projectId: null, availability: 'rented' },
      { id: 5200003, projectId: 5300001, availability: null },
      { id: 5200004, projectId: 5300001, availability: 'sold' },
    ]);
    expect(await statusOf(5200005)).toBeUndefined();
    expect(await statusOf(5200006)).toBeUndefined();
    const [project] = await handle.db.select().from(projects).where(eq(projects.id, 5300001));
    expect(project).toMatchObject({ name: 'Residentie Parkzicht', priceMin: 289000 });

    // One call per language, paged from row 1 to 50, the shown statuses only.
    const lists = omnicasa.calls.filter((c) => c.method === 'GetPropertyList');
    expect(lists.map((c) => c.params.LanguageId)).toEqual([1, 2, 3]);
    for (const call of lists) expect(call.params).toMatchObject({ Limit1: 1, Limit2: 50, Status: '1,2,4,6' });
  });

  it('makes the photos its own, in Omnicasa’s order', async () => {
    await fetchDueFiles(handle.db, { allowPrivate: true });
    const photos = await handle.db
      .select({ url: media.url, sourceUrl: media.sourceUrl })
      .from(media)
      .where(eq(media.propertyId, 5200001))
      .orderBy(media.sort);
    expect(photos.map((p) => p.sourceUrl)).toEqual(
      [0, 1, 2].map(
        (i) => `${omnicasa.url.replace(/\/1\.12\/.*$/, '')}/pictures/5200001/${(5200001 * 31 + i * 7) % 1000}a${i}.jpg`,
      ),
    );
    for (const p of photos) expect(p.url).toMatch(/^\/files\//);
  });

  it('asks only for what changed since the last good run, every status, and follows a sale', async () => {
    const house = omnicasa.properties.find((p) => p.fields.ID === 5200001)!;
    house.fields.Status = 2;
    house.fields.LastChangedDate = '2099-01-01 10:00:00';
    const result = await run();
    expect(result).toMatchObject({ outcome: 'ok', full: false });
    if (result.busy || !result.summary) throw new Error('no summary');
    expect(result.summary.changed).toEqual([5200001]);
    const [row] = await handle.db.select().from(properties).where(eq(properties.id, 5200001));
    expect(row).toMatchObject({ status: 'published', availability: 'sold' });
    const lists = omnicasa.calls.filter((c) => c.method === 'GetPropertyList');
    for (const call of lists) {
      expect(call.params.Status).toBe('0,1,2,3,4,5,6');
      expect(call.params.ChangeSince).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
  });

  it('takes offline a property Omnicasa deleted, from its list of deleted ids', async () => {
    omnicasa.properties = omnicasa.properties.filter((p) => p.fields.ID !== 5200002);
    omnicasa.deletedProperties = [5200002, 4999999];
    const result = await run();
    if (result.busy || !result.summary) throw new Error('no summary');
    expect(result.summary.withdrawn).toEqual([5200002]);
    expect(await statusOf(5200002)).toBe('withdrawn');
  });

  it('withdraws nothing after an empty, failing or incomplete answer', async () => {
    for (const mode of ['empty', 'down', 'short'] as const) {
      omnicasa.mode = mode;
      const result = await run({ full: true });
      if (result.busy) throw new Error('busy');
      expect(await statusOf(5200003)).toBe('published');
      if (mode === 'empty')
        expect(result.warnings[0]).toMatch(/^Omnicasa listed no published listing while the site shows/);
      else {
        expect(result.outcome).toBe('failed');
        expect(result.error).toMatch(mode === 'down' ? /not JSON \(status 500\)/ : /the list is incomplete/);
      }
    }
  });

  it('withdraws, in the full comparison, what Omnicasa no longer shows', async () => {
    omnicasa.properties = omnicasa.properties.filter((p) => p.fields.ID !== 5200004);
    const result = await run({ full: true });
    if (result.busy || !result.summary) throw new Error('no summary');
    expect(result.summary.withdrawn).toEqual([5200004]);
  });

  it('says so when Omnicasa refuses the customer, and never puts the password in the message', async () => {
    const wrong = omnicasaSource({ url: omnicasa.url, customerName: 'agency-web', customerPassword: 'wrong-secret' });
    const result = await runConnector(wrong, { db: handle.db, announce: async () => {} });
    if (result.busy) throw new Error('busy');
    expect(result.outcome).toBe('failed');
    expect(result.error).toBe(
      'GET GetPropertyList: Omnicasa refused the call (600 Error): is the customer name or password wrong?',
    );
    expect(JSON.stringify(result)).not.toContain('wrong-secret');
  });

  it('hands a lead to Omnicasa with ContactOnMe: the person, the property, the message, the language', async () => {
    const submissionId = await handle.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(submissions)
        .values({
          token: 'omnicasa-lead',
          kind: 'visit',
          locale: 'fr',
          propertyId: 5200003,
          email: 'amelie@example.test',
          payload: {
            firstName: 'Amélie',
            lastName: 'Dubois',
            email: 'amelie@example.test',
            phone: '+32 470 12 34 56',
            remark: 'Samedi matin ?',
          },
        })
        .returning({ id: submissions.id });
      expect(await queueDeliveries(tx, { submissionId: row!.id, kind: 'visit', propertyId: 5200003 }, [source()])).toBe(
        1,
      );
      return row!.id;
    });
    expect(await deliverDueLeads([source()], handle.db)).toBe(1);
    expect(omnicasa.contacts.at(-1)).toMatchObject({
      Name: 'Dubois',
      FirstName: 'Amélie',
      Email: 'amelie@example.test',
      PhoneNumber: '+32 470 12 34 56',
      ObjectID: 5200003,
      SiteId: 77,
      SourceId: 5,
      LanguageIdFromParameter: 2,
      Subject: 'Demande de visite (site)',
    });
    const [delivery] = await handle.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.submissionId, submissionId));
    expect(delivery).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { DbHandle } from '@/db/open';
import { createTestDb } from '@/db/test-db';
import { connectorListings, connectorRuns, media, projects, properties, propertyTexts } from '@/db/schema';
import { fetchDueFiles } from '@/lib/files/worker';
import { fakeWhiseSettings, FAKE_WHISE_USER, startFakeWhise, type FakeWhise } from '@/test/fakes/whise-api';
import { runConnector } from './run';
import { whiseSource } from './whise/source';

let handle: DbHandle;
let whise: FakeWhise;
const source = () => whiseSource(fakeWhiseSettings(whise));
const quiet = async () => {};
const run = (options: { full?: boolean; now?: Date } = {}) =>
  runConnector(source(), { db: handle.db, announce: quiet, ...options });
const statusOf = async (id: number) =>
  (await handle.db.select({ status: properties.status }).from(properties).where(eq(properties.id, id)))[0]?.status;

beforeAll(async () => {
  handle = await createTestDb();
  whise = await startFakeWhise();
});
afterAll(async () => {
  await whise.close();
  await handle.close();
});
beforeEach(() => {
  whise.mode = 'ok';
  whise.delayMs = 0;
  whise.calls.length = 0;
});

describe('the Whise connector', () => {
  it('brings the office in: listings, texts per language, a project with its units, sold and rented', async () => {
    const result = await run();
    expect(result).toMatchObject({ busy: false, outcome: 'ok', full: true, refused: [] });
    if (result.busy || !result.summary) throw new Error('no summary');
    expect(result.summary.created.sort()).toEqual([4100001, 4100002, 4100004, 4100005, 4100006]);
    expect(result.summary.projects.created).toEqual([4100003]);
    expect(result.unplaced).toEqual(['details 142 (salle de fitness): 1 listing']);

    const [house] = await handle.db.select().from(properties).where(eq(properties.id, 4100001));
    expect(house).toMatchObject({
      goal: 0,
      price: 425000,
      city: 'Leuven',
      zip: '3000',
      bedrooms: 4,
      status: 'published',
    });
    const texts = await handle.db.select().from(propertyTexts).where(eq(propertyTexts.propertyId, 4100001));
    expect(Object.fromEntries(texts.map((t) => [t.locale, t.title]))).toEqual({
      nl: 'Ruime gezinswoning met zuidtuin',
      fr: 'Maison familiale avec jardin sud',
      en: 'Family house with a south garden',
    });
    expect(texts.find((t) => t.locale === 'fr')?.description).toBe(
      'Maison spacieuse à deux pas du centre.\nSéjour, cuisine équipée & 4 chambres.',
    );
    const units = await handle.db
      .select({ id: properties.id, projectId: properties.projectId, availability: properties.availability })
      .from(properties)
      .where(inArray(properties.id, [4100002, 4100004, 4100005, 4100006]))
      .orderBy(properties.id);
    expect(units).toEqual([
      { id: 4100002, projectId: null, availability: 'rented' },
      { id: 4100004, projectId: 4100003, availability: null },
      { id: 4100005, projectId: 4100003, availability: 'option' },
      { id: 4100006, projectId: null, availability: 'sold' },
    ]);
    const [project] = await handle.db.select().from(projects).where(eq(projects.id, 4100003));
    expect(project).toMatchObject({ name: 'Residentie Kouter', priceMin: 289000, priceMax: 349000 });
  });

  it('makes the photos its own, each once, from the largest size Whise offers', async () => {
    await fetchDueFiles(handle.db, { allowPrivate: true });
    const photos = await handle.db
      .select({ url: media.url, sourceUrl: media.sourceUrl, kind: media.kind })
      .from(media)
      .where(eq(media.propertyId, 4100004));
    // Whise lists the unit's two photos twice, under other ids: two photos.
    expect(photos).toHaveLength(2);
    for (const p of photos) {
      expect(p.sourceUrl).toMatch(/\/1600\/b0b01\d+\.jpg$/);
      expect(p.url).toMatch(/^\/files\//);
      expect(p.kind).toBe('photo');
    }
  });

  it('asks only for what changed since the last good run, in Brussels time, and applies it', async () => {
    const house = whise.estates.find((e) => e.id === 4100001)!;
    house.price = 415000.0;
    house.updateDateTime = '2099-01-01T10:00:00';
    const result = await run();
    expect(result).toMatchObject({ outcome: 'ok', full: false });
    if (result.busy || !result.summary) throw new Error('no summary');
    expect(result.summary.changed).toEqual([4100001]);
    const lists = whise.calls.filter((c) => c.path === '/v1/estates/list');
    expect(lists.map((c) => (c.body.Filter as { LanguageId: string }).LanguageId)).toEqual(['nl-BE', 'fr-BE', 'en-GB']);
    for (const call of lists) {
      expect(call.authorization).toMatch(/^Bearer client\./);
      expect(call.body.Page).toEqual({ Limit: 100, Offset: 0 });
      expect((call.body.Filter as { UpdateDateTimeRange: { Min: string } }).UpdateDateTimeRange.Min).toMatch(
        /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
      );
    }
    expect(whise.calls[0]).toMatchObject({
      path: '/token',
      body: { Username: FAKE_WHISE_USER.username, Password: FAKE_WHISE_USER.password },
    });
    expect(whise.calls[1]).toMatchObject({ path: '/v1/admin/clients/token', body: { ClientId: 13066 } });
  });

  it('takes a listing that went offline or was cancelled offline at the next run', async () => {
    const flat = whise.estates.find((e) => e.id === 4100002)!;
    flat.displayStatusId = 1;
    flat.updateDateTime = '2099-01-02T10:00:00';
    const result = await run();
    if (result.busy || !result.summary) throw new Error('no summary');
    expect(result.summary.withdrawn).toEqual([4100002]);
    expect(await statusOf(4100002)).toBe('withdrawn');
  });

  it('withdraws nothing after an empty, failing or incomplete answer', async () => {
    for (const mode of ['empty', 'down', 'short'] as const) {
      whise.mode = mode;
      const result = await run({ full: true });
      if (result.busy) throw new Error('busy');
      expect(await statusOf(4100001)).toBe('published');
      if (mode === 'empty') {
        expect(result.outcome).toBe('ok');
        expect(result.warnings).toContain(
          'Whise listed no published listing while the site shows 5: taken as an outage, nothing withdrawn',
        );
      } else {
        expect(result.outcome).toBe('failed');
        expect(result.error).toMatch(mode === 'down' ? /Whise answered 500/ : /incomplete/);
      }
    }
    const runs = await handle.db.select().from(connectorRuns).where(eq(connectorRuns.connector, 'whise'));
    expect(runs.filter((r) => r.outcome === 'failed')).toHaveLength(2);
  });

  it('withdraws, in the full comparison, what Whise no longer lists', async () => {
    whise.estates = whise.estates.filter((e) => e.id !== 4100006);
    const result = await run({ full: true });
    if (result.busy || !result.summary) throw new Error('no summary');
    expect(result.summary.withdrawn).toEqual([4100006]);
    expect(await statusOf(4100006)).toBe('withdrawn');
    const listings = await handle.db.select().from(connectorListings).where(eq(connectorListings.connector, 'whise'));
    expect(listings.length).toBe(6);
  });

  it('asks a new token when Whise says the old one expired', async () => {
    whise.expireToken();
    const result = await run({ full: true });
    expect(result).toMatchObject({ outcome: 'ok' });
    expect(whise.calls.filter((c) => c.path === '/token')).toHaveLength(2);
  });

  it('runs once at a time', async () => {
    whise.delayMs = 300;
    const first = run();
    await new Promise((r) => setTimeout(r, 100));
    const second = await run();
    expect(second).toEqual({ busy: true });
    expect(await first).toMatchObject({ busy: false, outcome: 'ok' });
    whise.delayMs = 0;
  });

  it('says so when Whise refuses the user', async () => {
    const wrong = whiseSource({ url: whise.url, username: 'someone', password: 'wrong', clientId: 13066 });
    const result = await runConnector(wrong, { db: handle.db, announce: quiet });
    expect(result).toMatchObject({ outcome: 'failed' });
    if (result.busy) throw new Error('busy');
    expect(result.error).toBe(
      'POST token: Whise answered 401 (user name, password or client id refused): Authorization has been denied for this request.',
    );
  });
});

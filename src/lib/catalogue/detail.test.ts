import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { aDocument, aProject, aProperty, aUnit, photos, seedCatalogue } from '@/test/data/catalogue';
import { testDatabase } from '@/test/data/database';
import { getProject } from '../projects/projects';
import { getProperty } from './property';
import { similarToProperty } from './similar';

const WITH_DOCUMENTS = 1001;
const WITH_VIDEO = 1002;
const DRAFT = 1003;
const RENTAL = 1101;
const PROJECT = 301;
const UNITS = [1201, 1202, 1203, 1204];
const handle = testDatabase((db) =>
  seedCatalogue(db, {
    projects: [
      aProject(PROJECT, {
        name: 'Parkhof',
        type: 1,
        address: { street: 'Parklaan', houseNumber: '8', zip: '3000', city: 'Leuven', publish: false },
        buildings: [
          { name: 'Blok A', floors: 2 },
          { name: 'Blok B', floors: 2 },
        ],
      }),
    ],
    properties: [
      aProperty(WITH_DOCUMENTS, {
        documents: [
          aDocument('epc', { kind: 'epc', title: { nl: 'EPC-attest', fr: 'Certificat PEB', en: 'EPC' } }),
          aDocument('plan', { kind: 'plan', title: { nl: 'Plan', fr: 'Plan', en: 'Plan' } }),
          aDocument('notary', { public: false }),
        ],
      }),
      aProperty(WITH_VIDEO, {
        photos: photos('video', 2),
        videos: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://my.matterport.com/show/?m=SxQL3iGyoDo'],
      }),
      aProperty(DRAFT, { status: 'draft' }),
      ...[RENTAL, 1102, 1103].map((id) => aProperty(id, { goal: 'rent', price: 900 })),
      aProperty(1104, { goal: 'rent', price: 900, availability: 'rented' }),
      ...UNITS.map((id, i) =>
        aUnit(id, PROJECT, {
          type: 1,
          building: i < 2 ? 'Blok A' : 'Blok B',
          address: { street: 'Parklaan', houseNumber: String(8 + i), zip: '3000', city: 'Leuven', publish: false },
          location: { lat: 50.8812345 + i / 1000, lng: 4.7012345 },
        }),
      ),
    ],
  }),
);

const one = async <T>(query: string): Promise<T> => (await handle.db.execute(sql.raw(query))).rows[0] as T;

describe('getProperty (detail)', () => {
  it('lists only public documents and says whether others can be requested', async () => {
    const property = (await getProperty(WITH_DOCUMENTS, 'fr', handle.db))!;
    expect(property.documents.map((d) => d.name)).toEqual(['Certificat PEB', 'Plan']);
    expect(property.hasPrivateDocuments).toBe(true);
    expect((await getProperty(WITH_VIDEO, 'fr', handle.db))!.hasPrivateDocuments).toBe(false);
  });

  it('keeps videos and tours apart from photos, and knows the region', async () => {
    const property = (await getProperty(WITH_VIDEO, 'en', handle.db))!;
    expect(property.moving.map((m) => m.kind)).toEqual(['video', 'tour']);
    expect(property.photos).toHaveLength(2);
    expect(property.photos.every((p) => !/\.(mp4|webm)$/.test(p.src))).toBe(true);
    expect(property.region).toBe('flanders');
  });

  it('hides the street of a hidden address and names the project of a unit', async () => {
    const property = (await getProperty(UNITS[0]!, 'nl', handle.db))!;
    expect(property.street).toBeNull();
    expect(property.houseNumber).toBeNull();
    expect(property.project?.title).toBe('Nieuwbouwproject 301'); // its Dutch title
  });

  it('carries no trace of a hidden street, house number or exact position anywhere in its shape', async () => {
    const hidden = await one<{ id: number; street: string; house: string; lat: number; lng: number }>(
      `select id, street, house_number as house, lat, lng from properties where id = ${UNITS[1]}`,
    );
    for (const locale of ['nl', 'fr', 'en']) {
      const json = JSON.stringify(await getProperty(hidden.id, locale, handle.db));
      expect(hidden.street).toBe('Parklaan');
      expect(json).not.toContain(hidden.street);
      expect(json).toContain(`"id":${hidden.id}`);
      expect(json).not.toMatch(/"(street|houseNumber|boxNr)":"/);
      expect(json).not.toContain(String(hidden.lat));
      expect(json).not.toContain(String(hidden.lng));
      expect(json).toContain('"kind":"approximate"');
    }
  });

  it('returns null for drafts and unknown ids', async () => {
    expect(await getProperty(DRAFT, 'nl', handle.db)).toBeNull();
    expect(await getProperty(999_999, 'nl', handle.db)).toBeNull();
  });
});

describe('similarToProperty', () => {
  it('gives up to four available properties of the same goal, never the property itself', async () => {
    const similar = await similarToProperty(RENTAL, 'nl', handle.db);
    expect(similar.map((c) => c.id).sort()).toEqual([1102, 1103]);
    for (const card of similar) {
      expect(card.goal).toBe(1);
      expect(card.availability).toBeNull();
    }
  });
});

describe('getProject (detail)', () => {
  it('gives the price list with units, buildings and their units, and the type', async () => {
    const project = (await getProject(PROJECT, 'en', handle.db))!;
    expect(project.units.map((u) => u.id).sort()).toEqual(UNITS);
    expect(project.buildings.map((b) => [b.name, b.unitIds.sort()])).toEqual([
      ['Blok A', UNITS.slice(0, 2)],
      ['Blok B', UNITS.slice(2)],
    ]);
    expect(project.buildings.flatMap((b) => b.unitIds).sort()).toEqual(project.units.map((u) => u.id).sort());
    expect(project.units.every((u) => u.href.pathname === '/projects/[city]/[slug]/[id]/[unit]')).toBe(true);
    expect(project.typeName).toBe('House');
    expect(project.publishAddress).toBe(false);
    expect(project.street).toBeNull();
  });
});

import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  appointmentSlots,
  documents,
  media,
  owners,
  projectBuildings,
  projects,
  projectTexts,
  properties,
  propertyOwners,
  propertyTexts,
} from '../../../src/db/schema';
import { demoDatabase } from './demo-db';
import { documentPath, photoPath } from './feed';
import { buildDemo } from './index';

/**
 * The demo enters through the feed only (issue 15): every column of every seeded property and
 * project, its texts, photos, videos, documents, building, owners and slots is what the demo's
 * own rows say, so every field a detail page shows came through the feed.
 */
const demo = buildDemo();
const database = demoDatabase();

describe('the demo agency seeded through its feed folder', () => {
  it('stores every property column as the demo wrote it', async () => {
    const stored = new Map((await database.db.select().from(properties)).map((p) => [p.id, p]));
    expect(stored.size).toBe(demo.properties.length);
    const buildings = await database.db.select().from(projectBuildings);
    for (const built of demo.properties) {
      const row = stored.get(built.row.id)!;
      for (const [key, value] of Object.entries(built.row)) {
        expect(row[key as keyof typeof row], `property ${built.row.id} ${key}`).toEqual(value ?? null);
      }
      const building = buildings.find((b) => b.id === row.buildingId);
      const wanted = built.building
        ? demo.buildings.find((b) => b.projectId === built.building!.projectId && b.index === built.building!.index)!
            .name
        : undefined;
      expect(building?.name, `property ${built.row.id} building`).toBe(wanted);
    }
  });

  it('stores the texts, photos in order, videos and tours, and documents of every property', async () => {
    const texts = await database.db.select().from(propertyTexts);
    const files = await database.db.select().from(media).orderBy(asc(media.sort), asc(media.id));
    const docs = await database.db.select().from(documents).orderBy(asc(documents.sort));
    for (const built of demo.properties) {
      const id = built.row.id;
      const own = texts
        .filter((t) => t.propertyId === id)
        .map(({ locale, title, description }) => ({ locale, title, description }));
      expect(own.sort((a, b) => a.locale.localeCompare(b.locale))).toEqual(
        [...built.texts].sort((a, b) => a.locale.localeCompare(b.locale)),
      );
      const photos = files.filter((m) => m.propertyId === id && m.kind === 'photo');
      expect(photos.map((m) => m.sourceUrl?.split('/demo-feed/')[1])).toEqual(
        built.media.filter((m) => m.kind === 'photo').map((m) => photoPath(m.name!)),
      );
      expect(
        photos.every(
          (m) => /^\/files\/p\/[0-9a-f]{2}\/[0-9a-f]{32}$/.test(m.url) && m.width === 1360 && m.height === 1020,
        ),
      ).toBe(true);
      expect(files.filter((m) => m.propertyId === id && m.kind !== 'photo').map((m) => [m.kind, m.url])).toEqual(
        built.media.filter((m) => m.kind !== 'photo').map((m) => [m.kind, m.url]),
      );
      const papers = docs.filter((d) => d.propertyId === id);
      expect(
        papers.map((d) => ({
          kind: d.kind,
          name: d.name,
          public: d.public,
          file: d.sourceUrl?.split('/demo-feed/')[1],
        })),
      ).toEqual(
        built.documents.map((d) => ({ kind: d.kind, name: d.name, public: d.public, file: documentPath(d.url) })),
      );
      expect(papers.every((d) => /^\/files\/d\/[0-9a-f]{2}\/[0-9a-f]{32}\.pdf$/.test(d.url) && !d.pending)).toBe(true);
    }
  });

  it('stores every project with its texts, buildings, photos and documents', async () => {
    for (const p of demo.projects) {
      const [row] = await database.db.select().from(projects).where(eq(projects.id, p.row.id));
      for (const [key, value] of Object.entries(p.row)) {
        expect(row![key as keyof typeof row], `project ${p.row.id} ${key}`).toEqual(value ?? null);
      }
      const texts = await database.db.select().from(projectTexts).where(eq(projectTexts.projectId, p.row.id));
      expect(
        texts
          .map(({ locale, title, description }) => ({ locale, title, description }))
          .sort((a, b) => a.locale.localeCompare(b.locale)),
      ).toEqual([...p.texts].sort((a, b) => a.locale.localeCompare(b.locale)));
      const buildings = await database.db
        .select()
        .from(projectBuildings)
        .where(eq(projectBuildings.projectId, p.row.id))
        .orderBy(asc(projectBuildings.sort));
      expect(buildings.map((b) => ({ name: b.name, floors: b.floors, deliveryDate: b.deliveryDate }))).toEqual(
        demo.buildings
          .filter((b) => b.projectId === p.row.id)
          .map((b) => ({ name: b.name, floors: b.floors, deliveryDate: b.deliveryDate })),
      );
      const photos = await database.db
        .select()
        .from(media)
        .where(eq(media.projectId, p.row.id))
        .orderBy(asc(media.sort));
      expect(photos.map((m) => m.sourceUrl?.split('/demo-feed/')[1])).toEqual(
        p.media.filter((m) => m.kind === 'photo').map((m) => photoPath(m.name!)),
      );
      const docs = await database.db
        .select()
        .from(documents)
        .where(eq(documents.projectId, p.row.id))
        .orderBy(asc(documents.sort));
      expect(docs.map((d) => documentPath(d.sourceUrl!))).toEqual(p.documents.map((d) => documentPath(d.url)));
    }
  });

  it('links the demo owners and offers visit slots on every available property', async () => {
    const links = await database.db
      .select({ email: owners.email, propertyId: propertyOwners.propertyId })
      .from(propertyOwners)
      .innerJoin(owners, eq(owners.id, propertyOwners.ownerId));
    expect(links.length).toBe(demo.owners.length);
    const slots = await database.db.select({ propertyId: appointmentSlots.propertyId }).from(appointmentSlots);
    const bookable = demo.properties.filter((p) => !p.row.availability);
    expect(new Set(slots.map((s) => s.propertyId))).toEqual(new Set(bookable.map((p) => p.row.id)));
    expect(slots.length).toBe(bookable.length * 70);
  });
});

import { count, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../src/db/open';
import {
  appointmentSlots, authUser, documents, media, owners, projectBuildings, projects, projectTexts, properties, propertyOwners,
  propertyTexts, propertyTypes, testimonials,
} from '../../src/db/schema';
import { appointmentSlotRows } from './appointment-slots';
import { assignFeatures, ownerLinks, OWNERS, type Listing } from './assign';
import { document, MOVING_MEDIA, photos, type DocumentRow, type MediaRow } from './media';
import { listingSlots } from './plan';
import { addDays, BASE_DATE, daysBefore, hashString, Rng } from './prng';
import { projectTexts as writeProjectTexts, situation, technical } from './project-texts';
import { PROJECTS, projectDef, projectRow, unitSlots, type ProjectRow } from './projects';
import { buildProperty, type BuiltProperty } from './properties';
import { seedPortal } from './portal';
import { DEMO_TESTIMONIALS } from './testimonials';
import { propertyTypeRows } from './types';

/**
 * The demo agency "Immo Leie" in Deinze: about 170 listings and 7 projects, always the same.
 * `buildDemo` is pure (rows in memory); `seedDemo` writes them in one transaction.
 */
export const DEMO_SEED = 'immo-leie-deinze';
const FIRST_PROPERTY_ID = 5101;
const CHUNK = 250;

export type Demo = {
  projects: { row: ProjectRow; texts: ReturnType<typeof writeProjectTexts>; media: MediaRow[]; documents: DocumentRow[] }[];
  buildings: { projectId: number; index: number; name: string; floors: number; deliveryDate: string }[];
  properties: BuiltProperty[];
  owners: { owner: number; propertyId: number }[];
};

export function buildDemo(seed = DEMO_SEED): Demo {
  const root = new Rng(hashString(seed));
  const projectRows = new Map(PROJECTS.map((def) => [def.key, projectRow(root.fork(`project:${def.key}`), def)]));

  // Date every listing, then number them in that order so newer listings have higher ids.
  const dated = [...listingSlots(), ...unitSlots()].map((slot) => {
    const rng = root.fork(`created:${slot.key}`);
    const createdAt = slot.project
      ? addDays(projectRows.get(slot.project.key)!.createdAt, rng.int(0, 2) + slot.project.lot / 24)
      : daysBefore(rng, 548);
    return { slot, createdAt };
  });
  dated.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.slot.key.localeCompare(b.slot.key));
  const listings: Listing[] = dated.map((d, i) => ({ ...d, id: FIRST_PROPERTY_ID + i }));

  const features = assignFeatures(root.fork('features'), listings);
  const perYear = new Map<number, number>();
  const built = listings.map((l) => {
    const year = l.createdAt.getUTCFullYear();
    const n = (perYear.get(year) ?? 100) + 1;
    perYear.set(year, n);
    const project = l.slot.project ? projectRows.get(l.slot.project.key) : undefined;
    const twin = l.slot.project && projectDef(l.slot.project.key).identicalUnits ? root.fork(`twin:${l.slot.project.key}`) : undefined;
    const recordFile = `IL-${year}-${String(n).padStart(4, '0')}`;
    return buildProperty(root.fork(`listing:${l.slot.key}`), l, features.get(l.id)!, recordFile, project, twin);
  });

  const demoProjects = PROJECTS.map((def) => {
    const row = projectRows.get(def.key)!;
    const rng = root.fork(`project-media:${def.key}`);
    const pics = photos(rng, def.webType).slice(0, 8);
    for (const i of def.moving ?? []) {
      const m = MOVING_MEDIA[i]!;
      pics.push({ kind: m.kind, url: m.url, name: m.name, sort: pics.length });
    }
    return {
      row: { ...row, technical: technical(def, rng.int(20, 30)), situation: situation(def) },
      texts: writeProjectTexts(def),
      media: pics,
      documents: [document('brochure', 0), document('plan', 1), document('specification', 2)],
    };
  });
  const buildings = PROJECTS.flatMap((def) =>
    def.buildings.map((b, index) => ({ projectId: def.id, index, name: b.name, floors: b.floors, deliveryDate: b.delivery })),
  );
  return { projects: demoProjects, buildings, properties: built, owners: ownerLinks(root.fork('owners'), listings) };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(table).values(rows.slice(i, i + CHUNK));
}

export async function seedDemo(db: Db): Promise<{ properties: number; projects: number }> {
  const demo = buildDemo();
  await db.transaction(async (tx) => {
    await tx.insert(propertyTypes).values(propertyTypeRows()).onConflictDoNothing();
    const ownerCreated = addDays(BASE_DATE, -200);
    await tx.insert(owners)
      .values(OWNERS.map((o) => ({ ...o, createdAt: ownerCreated, updatedAt: ownerCreated })))
      .onConflictDoNothing({ target: owners.email });
    const ownerIds = await tx.select({ id: owners.id, email: owners.email }).from(owners)
      .where(inArray(owners.email, OWNERS.map((o) => o.email)));
    const ownerId = (i: number) => ownerIds.find((o) => o.email === OWNERS[i]!.email)!.id;

    await insertAll(tx, projects, demo.projects.map((p) => p.row));
    await insertAll(tx, projectTexts, demo.projects.flatMap((p) => p.texts.map((t) => ({ projectId: p.row.id, ...t }))));
    const buildingIds = await tx.insert(projectBuildings)
      .values(demo.buildings.map((b) => ({ projectId: b.projectId, name: b.name, floors: b.floors, deliveryDate: b.deliveryDate, sort: b.index })))
      .returning({ id: projectBuildings.id, projectId: projectBuildings.projectId, sort: projectBuildings.sort });
    const buildingId = (projectId: number, index: number) =>
      buildingIds.find((b) => b.projectId === projectId && b.sort === index)!.id;

    await insertAll(tx, properties, demo.properties.map((p) => ({
      ...p.row, buildingId: p.building ? buildingId(p.building.projectId, p.building.index) : null,
    })));
    await insertAll(tx, propertyTexts, demo.properties.flatMap((p) => p.texts.map((t) => ({ propertyId: p.row.id, ...t }))));
    await insertAll(tx, media, [
      ...demo.projects.flatMap((p) => p.media.map((m) => ({ ...m, projectId: p.row.id }))),
      ...demo.properties.flatMap((p) => p.media.map((m) => ({ ...m, propertyId: p.row.id }))),
    ]);
    await insertAll(tx, documents, [
      ...demo.projects.flatMap((p) => p.documents.map((d) => ({ ...d, projectId: p.row.id }))),
      ...demo.properties.flatMap((p) => p.documents.map((d) => ({ ...d, propertyId: p.row.id }))),
    ]);
    await insertAll(tx, propertyOwners, demo.owners.map((o) => ({ ownerId: ownerId(o.owner), propertyId: o.propertyId })));
    await tx.insert(testimonials).values(DEMO_TESTIMONIALS.map((t) => ({ ...t, status: 'published' }))).onConflictDoNothing();
    await insertAll(tx, appointmentSlots, appointmentSlotRows(demo.properties.filter((p) => !p.row.availability).map((p) => p.row.id), new Date()));
  });
  await seedPortal(db);
  return { properties: demo.properties.length, projects: demo.projects.length };
}

/**
 * Demo content added after a data folder was first seeded (testimonials came later): filled in when
 * its table is still empty, so an existing demo database catches up without a reset.
 */
export async function seedMissing(db: Db): Promise<string[]> {
  const added: string[] = [];
  if ((await db.select({ n: count() }).from(authUser))[0]!.n === 0) {
    await seedPortal(db);
    added.push('owner portal accounts');
  }
  if ((await db.select({ n: count() }).from(testimonials))[0]!.n === 0) {
    await db.insert(testimonials).values(DEMO_TESTIMONIALS.map((t) => ({ ...t, status: 'published' }))).onConflictDoNothing();
    added.push('testimonials');
  }
  return added;
}

/** True when the catalogue holds no property and no project. */
export async function isEmpty(db: Db): Promise<boolean> {
  return (await countProperties(db)) === 0 && (await db.select({ n: count() }).from(projects))[0]!.n === 0;
}

export async function countProperties(db: Db): Promise<number> {
  return (await db.select({ n: count() }).from(properties))[0]!.n;
}

/** Empties the catalogue (types, projects, properties and everything hanging off them); owners stay. */
export async function resetCatalogue(db: Db): Promise<void> {
  await db.execute(sql`truncate table property_owners, documents, media, property_texts, properties,
    project_texts, project_buildings, projects, property_types restart identity cascade`);
}

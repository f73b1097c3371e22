import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../../../src/db/open';
import { projects, properties, testimonials } from '../../../src/db/schema';
import { env } from '../../../src/env';
import { applyFeedFolder, finishFolderFiles } from '../../../src/lib/feed/folder';
import { assignFeatures, ownerLinks, type Listing } from './assign';
import { writeDemoFolder } from './folder';
import { document, MOVING_MEDIA, photos, type DocumentRow, type MediaRow } from './media';
import { listingSlots } from './plan';
import { addDays, daysBefore, hashString, Rng } from './prng';
import { projectTexts as writeProjectTexts, situation, technical } from './project-texts';
import { PROJECTS, projectDef, projectRow, unitSlots, type ProjectRow } from './projects';
import { buildProperty, type BuiltProperty } from './properties';
import { seedPortal } from './portal';
import { seedStaff } from './staff';
import { newPassword } from '../../../scripts/lib/demo-accounts';
import { DEMO_TESTIMONIALS } from './testimonials';

/**
 * The demo agency "Immo Leie" in Deinze: about 170 listings and 7 projects, always the same.
 * `buildDemo` is pure (rows in memory); `seedDemo` sends them through the feed.
 */
const DEMO_SEED = 'immo-leie-deinze';
const FIRST_PROPERTY_ID = 5101;

export type Demo = {
  projects: {
    row: ProjectRow;
    texts: ReturnType<typeof writeProjectTexts>;
    media: MediaRow[];
    documents: DocumentRow[];
  }[];
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
    const twin =
      l.slot.project && projectDef(l.slot.project.key).identicalUnits
        ? root.fork(`twin:${l.slot.project.key}`)
        : undefined;
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
    def.buildings.map((b, index) => ({
      projectId: def.id,
      index,
      name: b.name,
      floors: b.floors,
      deliveryDate: b.delivery,
    })),
  );
  return { projects: demoProjects, buildings, properties: built, owners: ownerLinks(root.fork('owners'), listings) };
}

/** Where the demo's feed folder is written: beside the database, in the data folder. */
function demoFolder(): string {
  return path.join(env().DATA_DIR, 'demo-feed');
}

/**
 * Seeds the demo agency the way any agency brings its catalogue: written as a feed folder, applied
 * through the import (one transaction), its photos and documents made the site's own from the
 * folder. Testimonials (the agency's words, not its catalogue), the accounts with the passwords
 * `passwordOf` gives them (install.ts makes them at the first start) and the owners' activity are
 * added after.
 */
export async function seedDemo(
  db: Db,
  folder = demoFolder(),
  passwordOf: (email: string) => string = () => newPassword(),
): Promise<{ properties: number; projects: number }> {
  const demo = buildDemo();
  writeDemoFolder(demo, folder);
  const result = await applyFeedFolder(db, folder, { quiet: true });
  if (!result.summary || result.issues.length)
    throw new Error(`the demo feed was refused:\n${result.errors.concat(result.summary?.refused ?? []).join('\n')}`);
  const files = await finishFolderFiles(db);
  if (files.failed.length) throw new Error(`demo files not stored:\n${files.failed.join('\n')}`);
  await db
    .insert(testimonials)
    .values(DEMO_TESTIMONIALS.map((t) => ({ ...t, status: 'published' })))
    .onConflictDoNothing();
  await seedPortal(db, passwordOf);
  await seedStaff(db, passwordOf);
  return { properties: demo.properties.length, projects: demo.projects.length };
}

/** True when the catalogue holds no property and no project. */
export async function isEmpty(db: Db): Promise<boolean> {
  return (await countProperties(db)) === 0 && (await db.select({ n: count() }).from(projects))[0]!.n === 0;
}

export async function countProperties(db: Db): Promise<number> {
  return (await db.select({ n: count() }).from(properties))[0]!.n;
}

/** Empties the catalogue (projects, properties and everything hanging off them); the types and owners stay. */
export async function resetCatalogue(db: Db): Promise<void> {
  await db.execute(sql`truncate table property_owners, documents, media, property_texts, properties,
    project_texts, project_buildings, projects restart identity cascade`);
}

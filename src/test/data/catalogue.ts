import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { z } from 'zod';
import type { Db } from '@/db/open';
import { FOLDER_PATH } from '@/domain/feed/fields';
import type { feedOwnerSchema } from '@/domain/feed/owner-record';
import type { feedProjectSchema } from '@/domain/feed/project-record';
import type { feedPropertySchema } from '@/domain/feed/property-record';
import type { FeedSummary } from '@/lib/feed/apply';
import { applyFeedFolder, finishFolderFiles } from '@/lib/feed/folder';
import { fakePhoto } from '../fakes/fake-photo';

/**
 * Test data for the catalogue, written the way every agency brings its own: as a feed folder
 * (docs/feed.md, "Feed folder") applied through the import and its files made the site's own
 * (src/lib/feed/folder.ts). The builders give a complete, neutral record that a test changes
 * where its behaviour lies: `aProperty(1001, { goal: 'rent', price: 950 })`.
 */
export type PropertyRecord = z.input<typeof feedPropertySchema>;
export type ProjectRecord = z.input<typeof feedProjectSchema>;
export type OwnerRecord = z.input<typeof feedOwnerSchema>;
export type CatalogueFeed = { properties?: PropertyRecord[]; projects?: ProjectRecord[]; owners?: OwnerRecord[] };

/** Where the builders' records were listed and last changed: a fixed moment, so nothing depends on the day. */
const LISTED_AT = '2026-01-15T10:00:00Z';

/** A published house for sale in Leuven, its address shown, with titles and descriptions in nl, fr and en. */
export function aProperty(id: number, over: Partial<PropertyRecord> = {}): PropertyRecord {
  return {
    id,
    status: 'published',
    goal: 'sale',
    listedAt: LISTED_AT,
    updatedAt: LISTED_AT,
    type: 1,
    reference: `T-${id}`,
    price: 250_000,
    address: { street: 'Stationsstraat', houseNumber: String(id % 1000), zip: '3000', city: 'Leuven', publish: true },
    location: { lat: 50.88, lng: 4.7 },
    bedrooms: 2,
    livingSurface: 120,
    texts: {
      nl: { title: `Woning nummer ${id}`, description: `Een ruime woning, nummer ${id}.` },
      fr: { title: `Maison numéro ${id}`, description: `Une maison spacieuse, numéro ${id}.` },
      en: { title: `House number ${id}`, description: `A spacious house, number ${id}.` },
    },
    ...over,
  };
}

/** A published new-build project in Leuven, its address shown; its units are properties that name it. */
export function aProject(id: number, over: Partial<ProjectRecord> = {}): ProjectRecord {
  return {
    id,
    status: 'published',
    goal: 'sale',
    name: `Project ${id}`,
    listedAt: LISTED_AT,
    updatedAt: LISTED_AT,
    type: 2,
    texts: {
      nl: { title: `Nieuwbouwproject ${id}`, description: 'Nieuwe appartementen.' },
      fr: { title: `Projet neuf ${id}`, description: 'Appartements neufs.' },
      en: { title: `New-build project ${id}`, description: 'New flats.' },
    },
    address: { street: 'Vaartstraat', houseNumber: '1', zip: '3000', city: 'Leuven', publish: true },
    location: { lat: 50.885, lng: 4.705 },
    ...over,
  };
}

/** A unit of `projectId`: an apartment for sale whose address the project keeps to itself. */
export function aUnit(id: number, projectId: number, over: Partial<PropertyRecord> = {}): PropertyRecord {
  return aProperty(id, {
    type: 2,
    projectId,
    address: {
      street: 'Vaartstraat',
      houseNumber: '1',
      box: String(id % 100),
      zip: '3000',
      city: 'Leuven',
      publish: false,
    },
    location: { lat: 50.885, lng: 4.705 },
    texts: {
      nl: { title: `Appartement ${id}`, description: `Appartement ${id} van het project.` },
      fr: { title: `Appartement numéro ${id}`, description: `Appartement ${id} du projet.` },
      en: { title: `Flat ${id}`, description: `Flat ${id} of the project.` },
    },
    ...over,
  });
}

/** An owner who sees `propertyIds` in the owner portal. */
export function anOwner(
  id: number,
  email: string,
  propertyIds: number[],
  over: Partial<OwnerRecord> = {},
): OwnerRecord {
  return { id, email, name: `Owner ${id}`, locale: 'nl', propertyIds, ...over };
}

/** `count` photos in the feed folder (JPEG files the seed draws), named after `prefix`. */
export function photos(prefix: string, count: number): NonNullable<PropertyRecord['photos']> {
  return Array.from({ length: count }, (_, i) => ({ url: `photos/${prefix}-${i + 1}.jpg` }));
}

/** A PDF document in the feed folder (the seed writes it), public or kept for requests. */
export function aDocument(
  name: string,
  over: Partial<NonNullable<PropertyRecord['documents']>[number]> = {},
): NonNullable<PropertyRecord['documents']>[number] {
  return {
    url: `documents/${name}.pdf`,
    kind: 'other',
    title: { nl: name, fr: name, en: name },
    public: true,
    ...over,
  };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** The folder files the records name: photos drawn in a colour of their name, documents a minimal PDF. */
async function writeFiles(folder: string, feed: CatalogueFeed): Promise<void> {
  const records = [...(feed.properties ?? []), ...(feed.projects ?? [])];
  const files = new Set(
    records
      .flatMap((r) => [...(r.photos ?? []), ...(r.documents ?? [])].map((f) => f.url))
      .filter((u) => FOLDER_PATH.test(u)),
  );
  for (const file of files) {
    const target = path.join(folder, file);
    mkdirSync(path.dirname(target), { recursive: true });
    const seed = Buffer.from(file).toString('hex').slice(-6);
    writeFileSync(target, file.endsWith('.pdf') ? PDF : await fakePhoto(800, seed));
  }
}

/**
 * Brings `feed` into the catalogue through the import, as `npm run import -- <folder>` does: a
 * feed folder with its files, applied in one transaction (quietly: no search-demand mails, no
 * owner invitations), then its photos and documents stored. Throws on anything refused.
 */
export async function seedCatalogue(db: Db, feed: CatalogueFeed, options: { now?: Date } = {}): Promise<FeedSummary> {
  const folder = mkdtempSync(path.join(tmpdir(), 'vitrine-test-feed-'));
  try {
    await writeFiles(folder, feed);
    writeFileSync(
      path.join(folder, 'feed.json'),
      JSON.stringify({ properties: feed.properties ?? [], projects: feed.projects ?? [], owners: feed.owners ?? [] }),
    );
    const result = await applyFeedFolder(db, folder, { quiet: true, now: options.now });
    if (!result.summary || result.summary.refused.length)
      throw new Error(
        `the test feed was refused:\n${[...result.errors, ...(result.summary?.refused ?? [])].join('\n')}`,
      );
    const files = await finishFolderFiles(db);
    if (files.failed.length) throw new Error(`test feed files not stored:\n${files.failed.join('\n')}`);
    return result.summary;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

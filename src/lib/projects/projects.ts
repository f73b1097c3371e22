import { citySegment, placeName } from '@/domain/place/place-names';
import 'server-only';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { documents, media, projectBuildings, projects, projectTexts, properties, propertyTypes } from '@/db/schema';
import { mapPosition, type MapPosition } from '@/domain/property/map-position';
import { formatPrice } from '@/domain/property/money';
import { cardSelection, loadCards } from '@/lib/catalogue/cards-query';
import type { Photo, PropertyCard } from '@/lib/catalogue/card';
import { localizedText, rowInLanguage } from '@/domain/language/localized-text';
import { PHOTO_FALLBACK_SIZE } from '@/domain/media/photo-file';
import type { PublicDocument } from '@/lib/catalogue/property';
import { projectSlugsIn } from '@/lib/catalogue/slugs';
import { projectSlugIn } from '@/domain/property/slug';
import type { SiteLocale } from '@/domain/language/site-locales';

type ProjectHref = {
  pathname: '/projects/[city]/[slug]/[id]';
  params: { city: string; slug: string; id: string };
};

export type ProjectCard = {
  id: number;
  name: string;
  title: string;
  city: string;
  zip: string;
  /** "€ 397.000" when min equals max, else both ends; null when unknown. */
  priceRange: { min: string; max: string | null } | null;
  unitsAvailable: number;
  photo: Photo | null;
  href: ProjectHref;
  /** The address's slug per language: the project's title in it (catalogue/slugs). */
  slugs: Record<SiteLocale, string>;
};

export type ProjectBuilding = {
  id: number;
  name: string;
  floors: number | null;
  deliveryDate: string | null;
  unitIds: number[];
};
export type ProjectUnit = PropertyCard & { buildingId: number | null; subtype: string };

export type ProjectDetail = ProjectCard & {
  description: string;
  descriptionLocale: string | null;
  technical: string;
  situation: string;
  /** The project's goal: 0 sale, 1 rent (its price list lists these units first). */
  goal: number;
  /** The price range as numbers (its structured data); null when unknown. */
  prices: { low: number; high: number } | null;
  units: ProjectUnit[];
  photos: Photo[];
  buildings: ProjectBuilding[];
  documents: PublicDocument[];
  hasPrivateDocuments: boolean;
  street: string | null;
  houseNumber: string | null;
  publishAddress: boolean;
  /** Where the map may show it: a hidden address only as its approximate area (domain/property/map-position). */
  position: MapPosition | null;
  typeName: string;
};

type Row = typeof projects.$inferSelect;

function range(row: Row, locale: string): ProjectCard['priceRange'] {
  if (row.priceMin === null && row.priceMax === null) return null;
  const min = row.priceMin ?? row.priceMax ?? 0;
  const max = row.priceMax ?? min;
  return { min: formatPrice(min, locale), max: max === min ? null : formatPrice(max, locale) };
}

async function toCards(db: Db, rows: Row[], locale: string): Promise<ProjectCard[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [texts, photos, units] = await Promise.all([
    db.select().from(projectTexts).where(inArray(projectTexts.projectId, ids)),
    db
      .select()
      .from(media)
      .where(and(inArray(media.projectId, ids), eq(media.kind, 'photo')))
      .orderBy(asc(media.sort)),
    db
      .select({ projectId: properties.projectId, available: sql<number>`count(*)::int` })
      .from(properties)
      .where(
        and(inArray(properties.projectId, ids), eq(properties.status, 'published'), isNull(properties.availability)),
      )
      .groupBy(properties.projectId),
  ]);
  return rows.map((row) => {
    const own = texts.filter((t) => t.projectId === row.id);
    const text = rowInLanguage(own, locale);
    const slugs = projectSlugsIn(row.name, own, row.slug);
    const first = photos.find((p) => p.projectId === row.id);
    return {
      id: row.id,
      name: row.name,
      title: text?.title ?? row.name,
      city: placeName(row.city, locale),
      zip: row.zip,
      priceRange: range(row, locale),
      unitsAvailable: units.find((u) => u.projectId === row.id)?.available ?? 0,
      photo: first
        ? {
            src: first.url,
            width: first.width ?? PHOTO_FALLBACK_SIZE.width,
            height: first.height ?? PHOTO_FALLBACK_SIZE.height,
            alt: '',
          }
        : null,
      href: {
        pathname: '/projects/[city]/[slug]/[id]',
        params: {
          city: citySegment(row.city, locale),
          slug: projectSlugIn(row.name, own, locale, row.slug),
          id: String(row.id),
        },
      },
      slugs,
    };
  });
}

/** Published projects, newest first. */
export async function listProjects(locale: string, db: Db = getDb()): Promise<ProjectCard[]> {
  const rows = await db
    .select()
    .from(projects)
    .where(eq(projects.status, 'published'))
    .orderBy(sql`${projects.createdAt} desc`, asc(projects.id));
  return toCards(db, rows, locale);
}

/** A published project with its units (its price list), buildings, photos and public documents, or null. */
export async function getProject(id: number, locale: string, db: Db = getDb()): Promise<ProjectDetail | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.status, 'published')));
  if (!row) return null;
  const unitWhere = and(eq(properties.projectId, id), eq(properties.status, 'published'));
  const [[card], texts, photos, unitRows, unitExtras, buildingRows, docs, typeRows] = await Promise.all([
    toCards(db, [row], locale),
    db.select().from(projectTexts).where(eq(projectTexts.projectId, id)),
    db
      .select()
      .from(media)
      .where(and(eq(media.projectId, id), eq(media.kind, 'photo')))
      .orderBy(asc(media.sort)),
    cardSelection(db)
      .where(unitWhere)
      .orderBy(sql`${properties.price} asc nulls last`, asc(properties.id)),
    db
      .select({ id: properties.id, buildingId: properties.buildingId, typeDescription: properties.typeDescription })
      .from(properties)
      .where(unitWhere),
    db
      .select()
      .from(projectBuildings)
      .where(eq(projectBuildings.projectId, id))
      .orderBy(asc(projectBuildings.sort), asc(projectBuildings.id)),
    db
      .select()
      .from(documents)
      .where(and(eq(documents.projectId, id), eq(documents.pending, false)))
      .orderBy(asc(documents.sort), asc(documents.id)),
    row.webId === null
      ? Promise.resolve([])
      : db.select().from(propertyTypes).where(eq(propertyTypes.webId, row.webId)),
  ]);
  if (!card) return null;
  const text = rowInLanguage(texts, locale);
  const local = (value: Row['technical']) => localizedText(value, locale);
  const cards = await loadCards(db, unitRows, locale);
  const units: ProjectUnit[] = cards.map((c) => {
    const extra = unitExtras.find((u) => u.id === c.id);
    return { ...c, buildingId: extra?.buildingId ?? null, subtype: localizedText(extra?.typeDescription, locale) };
  });
  return {
    ...card,
    description: text?.description ?? '',
    descriptionLocale: text && text.locale !== locale ? text.locale : null,
    technical: local(row.technical),
    situation: local(row.situation),
    goal: row.goal,
    prices:
      row.priceMin === null && row.priceMax === null
        ? null
        : { low: row.priceMin ?? row.priceMax ?? 0, high: row.priceMax ?? row.priceMin ?? 0 },
    units,
    photos: photos.map((p, i) => ({
      src: p.url,
      width: p.width ?? PHOTO_FALLBACK_SIZE.width,
      height: p.height ?? PHOTO_FALLBACK_SIZE.height,
      alt: `${card.title} – ${i + 1}`,
    })),
    buildings: buildingRows.map((b) => ({
      id: b.id,
      name: b.name,
      floors: b.floors,
      deliveryDate: b.deliveryDate,
      unitIds: units.filter((u) => u.buildingId === b.id).map((u) => u.id),
    })),
    documents: docs
      .filter((d) => d.public)
      .map((d) => ({ id: d.id, kind: d.kind, name: localizedText(d.name, locale), url: d.url })),
    hasPrivateDocuments: docs.some((d) => !d.public),
    street: row.publishAddress ? row.street : null,
    houseNumber: row.publishAddress ? row.houseNumber : null,
    publishAddress: row.publishAddress,
    position: mapPosition(row.lat, row.lng, row.publishAddress),
    typeName: localizedText(typeRows[0]?.names, locale),
  };
}

import 'server-only';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { media, projects, projectTexts, properties } from '@/db/schema';
import { formatPrice } from '@/domain/money';
import { slugify } from '@/domain/text';
import { cardSelection, loadCards } from '@/lib/catalogue/cards-query';
import type { Photo, PropertyCard } from '@/lib/catalogue/card';

export type ProjectHref = { pathname: '/projects/[city]/[slug]/[id]'; params: { city: string; slug: string; id: string } };

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
};

export type ProjectDetail = ProjectCard & { description: string; descriptionLocale: string | null; technical: string; situation: string; units: PropertyCard[]; photos: Photo[] };

type Row = typeof projects.$inferSelect;

function pickText<T extends { locale: string }>(texts: T[], locale: string): T | undefined {
  return texts.find((t) => t.locale === locale) ?? texts.find((t) => t.locale === 'nl') ?? texts[0];
}

function range(row: Row): ProjectCard['priceRange'] {
  if (row.priceMin === null && row.priceMax === null) return null;
  const min = row.priceMin ?? row.priceMax ?? 0;
  const max = row.priceMax ?? min;
  return { min: formatPrice(min), max: max === min ? null : formatPrice(max) };
}

async function toCards(db: Db, rows: Row[], locale: string): Promise<ProjectCard[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [texts, photos, units] = await Promise.all([
    db.select().from(projectTexts).where(inArray(projectTexts.projectId, ids)),
    db.select().from(media).where(and(inArray(media.projectId, ids), eq(media.kind, 'photo'))).orderBy(asc(media.sort)),
    db
      .select({ projectId: properties.projectId, available: sql<number>`count(*)::int` })
      .from(properties)
      .where(and(inArray(properties.projectId, ids), eq(properties.status, 'published'), isNull(properties.availability)))
      .groupBy(properties.projectId),
  ]);
  return rows.map((row) => {
    const text = pickText(texts.filter((t) => t.projectId === row.id), locale);
    const first = photos.find((p) => p.projectId === row.id);
    return {
      id: row.id,
      name: row.name,
      title: text?.title ?? row.name,
      city: row.city,
      zip: row.zip,
      priceRange: range(row),
      unitsAvailable: units.find((u) => u.projectId === row.id)?.available ?? 0,
      photo: first ? { src: first.url, width: first.width ?? 1360, height: first.height ?? 1020, alt: '' } : null,
      href: { pathname: '/projects/[city]/[slug]/[id]', params: { city: slugify(row.city), slug: row.slug, id: String(row.id) } },
    };
  });
}

/** Published projects, newest first. */
export async function listProjects(locale: string, db: Db = getDb()): Promise<ProjectCard[]> {
  const rows = await db.select().from(projects).where(eq(projects.status, 'published')).orderBy(sql`${projects.createdAt} desc`, asc(projects.id));
  return toCards(db, rows, locale);
}

/** A published project with its units (as property cards) and photos, or null. */
export async function getProject(id: number, locale: string, db: Db = getDb()): Promise<ProjectDetail | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [row] = await db.select().from(projects).where(and(eq(projects.id, id), eq(projects.status, 'published')));
  if (!row) return null;
  const [[card], texts, photos, unitRows] = await Promise.all([
    toCards(db, [row], locale),
    db.select().from(projectTexts).where(eq(projectTexts.projectId, id)),
    db.select().from(media).where(and(eq(media.projectId, id), eq(media.kind, 'photo'))).orderBy(asc(media.sort)),
    cardSelection(db)
      .where(and(eq(properties.projectId, id), eq(properties.status, 'published')))
      .orderBy(sql`${properties.price} asc nulls last`, asc(properties.id)),
  ]);
  if (!card) return null;
  const text = pickText(texts, locale);
  const local = (value: Row['technical']) => (value ? (value[locale as 'nl'] ?? value.nl ?? '') : '');
  return {
    ...card,
    description: text?.description ?? '',
    descriptionLocale: text && text.locale !== locale ? text.locale : null,
    technical: local(row.technical),
    situation: local(row.situation),
    units: await loadCards(db, unitRows, locale),
    photos: photos.map((p, i) => ({ src: p.url, width: p.width ?? 1360, height: p.height ?? 1020, alt: p.name ?? `${card.title} (${i + 1})` })),
  };
}

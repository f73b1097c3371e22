import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/open';
import { projects, projectTexts, propertyTexts } from '@/db/schema';
import { projectSlugIn, slugIn } from '@/domain/property/slug';
import { SITE_LOCALES, type SiteLocale } from '@/domain/language/site-locales';

type Titles = { locale: string; title: string | null }[];

/**
 * A project's titles in every language, as a column of a query that reads `projects` (a join
 * included): what its slug per language is made from, with its name (domain/property/slug's projectSlugIn).
 */
export const projectTitles = sql<Titles | null>`(select json_agg(json_build_object('locale', pt.locale, 'title', pt.title)) from ${projectTexts} pt where pt.project_id = ${projects.id})`;

type ProjectColumns = {
  projectId: number | null;
  projectSlug: string | null;
  projectName: string | null;
  projectCity: string | null;
  projectTitles: Titles | null;
};

/** The project of a property row (cardSelection's or alike) with its slug in `locale`, or null. */
export function projectIn(row: ProjectColumns, locale: string): { id: number; slug: string; city: string } | null {
  if (!row.projectId || !row.projectSlug || !row.projectCity) return null;
  const slug = projectSlugIn(row.projectName ?? '', row.projectTitles ?? [], locale, row.projectSlug);
  return { id: row.projectId, slug, city: row.projectCity };
}

/** A property's slug in every language, from its titles and its stored slug. */
export function slugsIn(titles: Titles, stored: string): Record<SiteLocale, string> {
  return Object.fromEntries(SITE_LOCALES.map((l) => [l, slugIn(titles, l, stored)])) as Record<SiteLocale, string>;
}

/** A project's slug in every language (domain/property/slug's projectSlugIn). */
export function projectSlugsIn(name: string, titles: Titles, stored: string): Record<SiteLocale, string> {
  return Object.fromEntries(SITE_LOCALES.map((l) => [l, projectSlugIn(name, titles, l, stored)])) as Record<
    SiteLocale,
    string
  >;
}

/** The titles of these properties in every language, by property: what their slugs are made from. */
export async function titlesOf(db: Db, ids: number[]): Promise<Map<number, Titles>> {
  const byId = new Map<number, Titles>();
  if (!ids.length) return byId;
  const rows = await db
    .select({ propertyId: propertyTexts.propertyId, locale: propertyTexts.locale, title: propertyTexts.title })
    .from(propertyTexts)
    .where(inArray(propertyTexts.propertyId, ids));
  for (const row of rows) byId.set(row.propertyId, [...(byId.get(row.propertyId) ?? []), row]);
  return byId;
}

/** A property's slug in `locale` (domain/property/slug), from titlesOf's map. */
export function slugOf(titles: Map<number, Titles>, id: number, locale: string, stored: string): string {
  return slugIn(titles.get(id) ?? [], locale, stored);
}

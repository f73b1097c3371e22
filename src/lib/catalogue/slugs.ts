import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/open';
import { projects, projectTexts, propertyTexts } from '@/db/schema';
import { slugIn } from '@/domain/slug';
import { SITE_LOCALES, type SiteLocale } from '@/domain/site-locales';

type Titles = { locale: string; title: string | null }[];

/**
 * A project's titles in every language, for its address, as a column of a query that reads
 * `projects` (a join included). A project named by the feed (`name`, "Residentie Kouterhof") keeps
 * that name's slug in every language: a name is not translated. A project without a name of its own
 * (its name is then its first title) takes its title in the page's language, like a property, so a
 * French page lives at /fr/projets/…/projet-neuf-a-liege/…, its units' addresses included. Null
 * (the stored slug) for a named project or one without titles.
 */
export const projectTitles = sql<Titles | null>`(select json_agg(json_build_object('locale', pt.locale, 'title', pt.title)) from ${projectTexts} pt where pt.project_id = ${projects.id} and exists (select 1 from ${projectTexts} named where named.project_id = ${projects.id} and named.title = ${projects.name}))`;

/** projectTitles's rule on a project's rows already read: its titles when its name is one of them. */
export function projectSlugTitles(name: string, texts: Titles): Titles {
  return texts.some((t) => t.title === name) ? texts : [];
}

type ProjectColumns = {
  projectId: number | null;
  projectSlug: string | null;
  projectCity: string | null;
  projectTitles: Titles | null;
};

/** The project of a property row (cardSelection's or alike) with its slug in `locale`, or null. */
export function projectIn(row: ProjectColumns, locale: string): { id: number; slug: string; city: string } | null {
  if (!row.projectId || !row.projectSlug || !row.projectCity) return null;
  return { id: row.projectId, slug: slugIn(row.projectTitles ?? [], locale, row.projectSlug), city: row.projectCity };
}

/** A slug in every language, from the titles and the stored slug. */
export function slugsIn(titles: Titles, stored: string): Record<SiteLocale, string> {
  return Object.fromEntries(SITE_LOCALES.map((l) => [l, slugIn(titles, l, stored)])) as Record<SiteLocale, string>;
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

/** A property's slug in `locale` (domain/slug), from titlesOf's map. */
export function slugOf(titles: Map<number, Titles>, id: number, locale: string, stored: string): string {
  return slugIn(titles.get(id) ?? [], locale, stored);
}

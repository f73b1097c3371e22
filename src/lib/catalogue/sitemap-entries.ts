import { citySegment } from '@/domain/place/place-names';
import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { projects, properties } from '@/db/schema';
import { propertyHref, type PropertyHref } from './card';
import { propertiesWithProject } from './property-project';
import { projectIn, projectSlugsIn, projectTitles, slugsIn, titlesOf } from './slugs';

export type SitemapEntry = {
  href: PropertyHref | { pathname: '/projects/[city]/[slug]/[id]'; params: { city: string; slug: string; id: string } };
  lastModified: Date;
  /** The address's slug per language (domain/property/slug): a property's title, a project's (a unit's project's). */
  slugs?: Record<string, string>;
};

/** Every published property and project with its address and last change, for sitemap.xml. */
export async function sitemapEntries(db: Db = getDb()): Promise<SitemapEntry[]> {
  const [propertyRows, projectRows] = await Promise.all([
    propertiesWithProject(db, {
      id: properties.id,
      goal: properties.goal,
      slug: properties.slug,
      city: properties.city,
      updatedAt: properties.updatedAt,
    }).where(eq(properties.status, 'published')),
    db
      .select({
        id: projects.id,
        slug: projects.slug,
        city: projects.city,
        updatedAt: projects.updatedAt,
        name: projects.name,
        titles: projectTitles,
      })
      .from(projects)
      .where(eq(projects.status, 'published')),
  ]);
  const titles = await titlesOf(
    db,
    propertyRows.map((row) => row.id),
  );
  return [
    ...projectRows.map((p) => ({
      href: {
        pathname: '/projects/[city]/[slug]/[id]' as const,
        params: { city: citySegment(p.city, 'nl'), slug: p.slug, id: String(p.id) },
      },
      lastModified: p.updatedAt,
      slugs: projectSlugsIn(p.name, p.titles ?? [], p.slug),
    })),
    ...propertyRows.map((row) => ({
      href: propertyHref({ ...row, project: projectIn(row, 'nl') }, 'nl'),
      lastModified: row.updatedAt,
      // A unit's address carries its project's slug.
      slugs: row.projectId
        ? projectSlugsIn(row.projectName ?? '', row.projectTitles ?? [], row.projectSlug ?? '')
        : slugsIn(titles.get(row.id) ?? [], row.slug),
    })),
  ];
}

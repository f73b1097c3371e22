import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { projects, properties } from '@/db/schema';
import { slugify } from '@/domain/text';
import { SITE_LOCALES } from '@/domain/site-locales';
import { propertyHref, type PropertyHref } from './card';
import { slugOf, titlesOf } from './slugs';

export type SitemapEntry = {
  href: PropertyHref | { pathname: '/projects/[city]/[slug]/[id]'; params: { city: string; slug: string; id: string } };
  lastModified: Date;
  /** A property's slug per language (domain/slug); a project's is its name in every language. */
  slugs?: Record<string, string>;
};

/** Every published property and project with its address and last change, for sitemap.xml. */
export async function sitemapEntries(db: Db = getDb()): Promise<SitemapEntry[]> {
  const [propertyRows, projectRows] = await Promise.all([
    db
      .select({
        id: properties.id,
        goal: properties.goal,
        slug: properties.slug,
        city: properties.city,
        updatedAt: properties.updatedAt,
        projectId: projects.id,
        projectSlug: projects.slug,
        projectCity: projects.city,
      })
      .from(properties)
      .leftJoin(projects, eq(projects.id, properties.projectId))
      .where(eq(properties.status, 'published')),
    db.select().from(projects).where(eq(projects.status, 'published')),
  ]);
  const titles = await titlesOf(
    db,
    propertyRows.map((row) => row.id),
  );
  return [
    ...projectRows.map((p) => ({
      href: {
        pathname: '/projects/[city]/[slug]/[id]' as const,
        params: { city: slugify(p.city), slug: p.slug, id: String(p.id) },
      },
      lastModified: p.updatedAt,
    })),
    ...propertyRows.map((row) => ({
      href: propertyHref({
        ...row,
        project:
          row.projectId && row.projectSlug && row.projectCity
            ? { id: row.projectId, slug: row.projectSlug, city: row.projectCity }
            : null,
      }),
      lastModified: row.updatedAt,
      slugs: Object.fromEntries(SITE_LOCALES.map((l) => [l, slugOf(titles, row.id, l, row.slug)])),
    })),
  ];
}

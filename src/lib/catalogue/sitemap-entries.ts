import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { projects, properties } from '@/db/schema';
import { slugify } from '@/domain/text';
import { propertyHref, type PropertyHref } from './card';

export type SitemapEntry = {
  href: PropertyHref | { pathname: '/projects/[city]/[slug]/[id]'; params: { city: string; slug: string; id: string } };
  lastModified: Date;
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
    })),
  ];
}

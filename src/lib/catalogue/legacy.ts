import { citySegment } from '@/domain/place/place-names';
import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { projects, properties } from '@/db/schema';
import { propertyHref, type PropertyHref } from './card';
import { propertiesWithProject } from './property-project';
import { projectIn, projectTitles, slugOf, titlesOf } from './slugs';
import { projectSlugIn } from '@/domain/property/slug';
import { recordId } from '@/domain/edge/record-id';

type ProjectHref = { pathname: '/projects/[city]/[slug]/[id]'; params: { city: string; slug: string; id: string } };

/** The current address of an old /property/{id}/ or /project/{id}/ link in `locale`, or null when unknown. */
export async function legacyAddress(
  kind: string,
  rawId: string,
  locale: string,
  db: Db = getDb(),
): Promise<PropertyHref | ProjectHref | null> {
  const id = recordId(rawId);
  if (id === null) return null;
  if (kind === 'project') {
    const [row] = await db
      .select({ id: projects.id, slug: projects.slug, name: projects.name, city: projects.city, titles: projectTitles })
      .from(projects)
      .where(eq(projects.id, id));
    return row
      ? {
          pathname: '/projects/[city]/[slug]/[id]',
          params: {
            city: citySegment(row.city, locale),
            slug: projectSlugIn(row.name, row.titles ?? [], locale, row.slug),
            id: String(row.id),
          },
        }
      : null;
  }
  if (kind !== 'property') return null;
  const [row] = await propertiesWithProject(db, {
    id: properties.id,
    goal: properties.goal,
    slug: properties.slug,
    city: properties.city,
  }).where(eq(properties.id, id));
  if (!row) return null;
  const project = projectIn(row, locale);
  return propertyHref(
    { ...row, slug: slugOf(await titlesOf(db, [row.id]), row.id, locale, row.slug), project },
    locale,
  );
}

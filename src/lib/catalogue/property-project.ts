import 'server-only';
import { eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/open';
import { projects, properties } from '@/db/schema';
import { projectTitles } from './slugs';

/**
 * Properties read with `columns` and their project's (each null for a property outside a
 * project): what a unit's address is made from (slugs' projectIn). The one join of a property
 * with its project; add joins, a where and an order to it.
 */
export function propertiesWithProject<T extends SelectedFields>(db: Db, columns: T) {
  return db
    .select({
      ...columns,
      projectId: projects.id,
      projectSlug: projects.slug,
      projectCity: projects.city,
      projectName: projects.name,
      projectTitles,
    })
    .from(properties)
    .leftJoin(projects, eq(projects.id, properties.projectId));
}

import { inArray } from 'drizzle-orm';
import type { Db } from '@/db/open';
import { projects, properties, propertyTypes } from '@/db/schema';
import type { Feed, FeedIssue, FeedList } from '@/domain/feed/parse-feed';

/**
 * What a feed names that must exist: property types, the project of a unit (in this feed or
 * already stored), an owner's properties (idem). Each miss is an issue named by list, id and field.
 */
export async function checkReferences(db: Db, feed: Feed, propertyList: FeedList): Promise<FeedIssue[]> {
  const issues: FeedIssue[] = [];
  const typeIds = [...new Set(feed.properties.flatMap((p) => [p.type, ...(p.types ?? [])]))];
  const known = new Set(
    typeIds.length
      ? (
          await db
            .select({ webId: propertyTypes.webId })
            .from(propertyTypes)
            .where(inArray(propertyTypes.webId, typeIds))
        ).map((t) => t.webId)
      : [],
  );
  const projectIds = [
    ...new Set(feed.properties.map((p) => p.projectId).filter((id): id is number => typeof id === 'number')),
  ];
  const feedProjects = new Set(feed.projects.map((p) => p.id));
  const storedProjects = new Set(
    projectIds.length
      ? (await db.select({ id: projects.id }).from(projects).where(inArray(projects.id, projectIds))).map((p) => p.id)
      : [],
  );
  for (const p of feed.properties) {
    for (const t of [p.type, ...(p.types ?? [])])
      if (!known.has(t))
        issues.push({
          list: propertyList,
          index: -1,
          id: p.id,
          field: t === p.type ? 'type' : 'types',
          message: `unknown property type ${t}`,
        });
    if (typeof p.projectId === 'number' && !feedProjects.has(p.projectId) && !storedProjects.has(p.projectId)) {
      issues.push({
        list: propertyList,
        index: -1,
        id: p.id,
        field: 'projectId',
        message: `project ${p.projectId} is neither in this feed nor on the site`,
      });
    }
  }
  const ownedIds = [...new Set(feed.owners.flatMap((o) => o.propertyIds))];
  const feedProperties = new Set(feed.properties.map((p) => p.id));
  const storedProperties = new Set(
    ownedIds.length
      ? (await db.select({ id: properties.id }).from(properties).where(inArray(properties.id, ownedIds))).map(
          (p) => p.id,
        )
      : [],
  );
  for (const o of feed.owners) {
    const missing = o.propertyIds.filter((id) => !feedProperties.has(id) && !storedProperties.has(id));
    if (missing.length)
      issues.push({
        list: 'owners',
        index: -1,
        id: o.id,
        field: 'propertyIds',
        message: `propert${missing.length > 1 ? 'ies' : 'y'} ${missing.join(', ')} neither in this feed nor on the site`,
      });
  }
  return issues;
}

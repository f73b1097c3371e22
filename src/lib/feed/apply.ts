import 'server-only';
import { inArray } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { properties } from '@/db/schema';
import { describeIssues, type Feed, type FeedIssue, type FeedList } from '@/domain/feed/parse-feed';
import { env } from '@/env';
import { notifyMatchingDemands } from '@/lib/leads/demand-notify';
import { applyOwners } from './apply-owners';
import { applyProjects, refreshProjectRanges, type ProjectOutcome } from './apply-projects';
import { applyProperties, type PropertyOutcome } from './apply-properties';
import { inviteOwners } from './invite';
import { checkReferences } from './references';

export type FeedSummary = Omit<PropertyOutcome, 'queued'> & {
  mailsQueued: number;
  /** Photos and documents the background fetch makes the site's own: GET /api/import/status/. */
  filesQueued: number;
  projects: Omit<ProjectOutcome, 'queued'>;
  owners: { created: number[]; changed: number[]; unchanged: number[]; invited: number };
  /** Records left out (`partial`), and changes refused for a record that was applied (a booked slot). */
  refused: string[];
};

export type ApplyOptions = {
  db?: Db;
  partial?: boolean;
  list?: FeedList;
  now?: Date;
  /** No search-demand mails and no owner invitations (the demo seed: its owners get demo passwords). */
  quiet?: boolean;
};

/** The website's own line in the owner's publication history. */
function websitePortal(): string {
  return new URL(env().SITE_URL).hostname.replace(/^www\./, '');
}

/** Drops the records named by issues (partial feeds), and what leans on them, until nothing is left to drop. */
function withoutRefused(feed: Feed, issues: FeedIssue[], list: FeedList): Feed {
  const gone = (name: FeedList) =>
    new Set(issues.filter((i) => i.list === name && i.id !== undefined).map((i) => i.id!));
  const badProjects = gone('projects');
  const badProperties = gone(list);
  const badOwners = gone('owners');
  return {
    projects: feed.projects.filter((p) => !badProjects.has(p.id)),
    properties: feed.properties.filter((p) => !badProperties.has(p.id)),
    owners: feed.owners.filter((o) => !badOwners.has(o.id)),
  };
}

/**
 * Stores a checked feed in one transaction (never half of it): projects, then properties (a unit
 * names its project), then owners; project price ranges follow their units. Anything named that
 * does not exist refuses the feed, or with `partial` only the records concerned. After the commit,
 * the search demands that new or changed published properties answer are mailed and new owners
 * are invited.
 */
export async function applyFeed(
  input: Feed,
  parseIssues: FeedIssue[],
  options: ApplyOptions = {},
): Promise<{ summary?: FeedSummary; issues: FeedIssue[] }> {
  const db = options.db ?? getDb();
  const list = options.list ?? 'properties';
  let feed = input;
  let issues = [...parseIssues];
  if (issues.length && !options.partial) return { issues };
  for (let round = 0; round < 5; round++) {
    const found = await checkReferences(db, feed, list);
    if (!found.length) break;
    issues = [...issues, ...found];
    if (!options.partial) return { issues };
    feed = withoutRefused(feed, found, list);
  }
  const refused: string[] = [];
  const now = options.now ?? new Date();
  const portal = websitePortal();
  const result = await db.transaction(async (tx) => {
    const ids = feed.properties.map((p) => p.id);
    const formerProjects = ids.length
      ? (await tx.select({ projectId: properties.projectId }).from(properties).where(inArray(properties.id, ids))).map(
          (p) => p.projectId,
        )
      : [];
    const projectOutcome = await applyProjects(tx, feed.projects, now);
    const propertyOutcome = await applyProperties(tx, feed.properties, portal, now, refused);
    const ownerOutcome = await applyOwners(tx, feed.owners);
    const touched = [
      ...feed.projects.map((p) => p.id),
      ...formerProjects,
      ...feed.properties.map((p) => p.projectId),
    ].filter((id): id is number => typeof id === 'number');
    await refreshProjectRanges(tx, touched);
    return { projectOutcome, propertyOutcome, ownerOutcome };
  });
  const published = new Set(feed.properties.filter((p) => p.status === 'published').map((p) => p.id));
  const changed = [...result.propertyOutcome.created, ...result.propertyOutcome.changed].filter((id) =>
    published.has(id),
  );
  const mailsQueued = options.quiet ? 0 : await notifyMatchingDemands(changed, db);
  const invited = options.quiet ? 0 : await inviteOwners(db, result.ownerOutcome.invitations, now);
  const { created, changed: ownersChanged, unchanged } = result.ownerOutcome;
  return {
    summary: {
      created: result.propertyOutcome.created,
      changed: result.propertyOutcome.changed,
      unchanged: result.propertyOutcome.unchanged,
      withdrawn: result.propertyOutcome.withdrawn,
      mailsQueued,
      filesQueued: result.propertyOutcome.queued + result.projectOutcome.queued,
      projects: {
        created: result.projectOutcome.created,
        changed: result.projectOutcome.changed,
        unchanged: result.projectOutcome.unchanged,
      },
      owners: { created, changed: ownersChanged, unchanged, invited },
      refused: [...describeIssues(issues), ...refused],
    },
    issues,
  };
}

import { z } from 'zod';
import { resolveFolderPaths, type ResolveFile } from './folder-paths';
import { feedOwnerSchema, type FeedOwner } from './owner-record';
import { feedProjectSchema, type FeedProject } from './project-record';
import { feedPropertySchema, type FeedProperty } from './property-record';
import { fromWire, isWireRecord, wireName } from './wire-record';

/**
 * A whole feed, checked before anything is stored (docs/feed.md): a list of properties (the first
 * form, kept), or `{ properties, projects, owners }`. Every problem is named by list, index, id and
 * field, so the agency fixes its feed in one go.
 */
export type Feed = { properties: FeedProperty[]; projects: FeedProject[]; owners: FeedOwner[] };

export type FeedList = 'records' | 'properties' | 'projects' | 'owners';
export type FeedIssue = { list: FeedList | 'feed'; index: number; id?: number; field: string; message: string };

export const FEED_LIMITS = { properties: 5_000, projects: 500, owners: 5_000 } as const;

const feedObject = z
  .object({
    properties: z.array(z.unknown()).max(FEED_LIMITS.properties).default([]),
    projects: z.array(z.unknown()).max(FEED_LIMITS.projects).default([]),
    owners: z.array(z.unknown()).max(FEED_LIMITS.owners).default([]),
  })
  .strict();

function idOf(raw: unknown): number | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const value = (raw as { id?: unknown; ID?: unknown }).id ?? (raw as { ID?: unknown }).ID;
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
}

function checkList<T extends { id: number }>(
  list: FeedList,
  items: unknown[],
  schema: z.ZodType<T>,
  issues: FeedIssue[],
): T[] {
  // Wire records (specification names) are mapped first; their problems keep the wire names.
  const wire = list !== 'projects' && list !== 'owners' && items.some(isWireRecord);
  if (wire) {
    const mixed = items.findIndex((i) => !isWireRecord(i));
    if (mixed >= 0) {
      issues.push({
        list,
        index: mixed,
        id: idOf(items[mixed]),
        field: '',
        message: "mixes the feed's own names with the specification's (ID, Goal, …): use one form per list",
      });
      return [];
    }
  }
  const { records, indexes } = wire
    ? fromWire(items.filter(isWireRecord))
    : { records: items, indexes: items.map((_, i) => i) };
  const out: T[] = [];
  const seen = new Set<number>();
  records.forEach((raw, at) => {
    const index = indexes[at]!;
    const id = idOf(raw);
    const result = schema.safeParse(raw);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const path = issue.path.join('.');
        issues.push({ list, index, id, field: wire ? wireName(path) : path, message: issue.message });
      }
      return;
    }
    if (seen.has(result.data.id)) {
      issues.push({ list, index, id, field: wire ? 'ID' : 'id', message: 'appears more than once in this feed' });
      return;
    }
    seen.add(result.data.id);
    out.push(result.data);
  });
  return out;
}

/**
 * Checks a feed in either form. Records that pass are returned beside the issues of the others.
 * `folder` reads the paths inside a feed folder (src/domain/feed/folder-paths.ts); without it they are refused.
 */
export function parseFeed(input: unknown, options: { folder?: ResolveFile } = {}): { feed: Feed; issues: FeedIssue[] } {
  const { feed, issues } = checkFeed(input);
  const local = resolveFolderPaths(feed, options.folder);
  const list = Array.isArray(input) ? 'records' : 'properties';
  for (const i of local.issues)
    issues.push({
      list: i.list === 'properties' ? list : i.list,
      index: -1,
      id: i.id,
      field: i.field,
      message: i.message,
    });
  return { feed: { ...feed, properties: local.properties, projects: local.projects }, issues };
}

function checkFeed(input: unknown): { feed: Feed; issues: FeedIssue[] } {
  const issues: FeedIssue[] = [];
  const empty: Feed = { properties: [], projects: [], owners: [] };
  if (Array.isArray(input)) {
    if (input.length > FEED_LIMITS.properties)
      return {
        feed: empty,
        issues: [
          { list: 'feed', index: -1, field: '', message: `expected at most ${FEED_LIMITS.properties} properties` },
        ],
      };
    return { feed: { ...empty, properties: checkList('records', input, feedPropertySchema, issues) }, issues };
  }
  const parsed = feedObject.safeParse(input);
  if (!parsed.success) {
    const message =
      'expected a list of properties, or an object { "properties": [...], "projects": [...], "owners": [...] }';
    const details = parsed.error.issues.map((i) => ({
      list: 'feed' as const,
      index: -1,
      field: i.path.join('.'),
      message: i.path.length ? i.message : message,
    }));
    return { feed: empty, issues: details };
  }
  const feed: Feed = {
    properties: checkList('properties', parsed.data.properties, feedPropertySchema, issues),
    projects: checkList('projects', parsed.data.projects, feedProjectSchema, issues),
    owners: checkList('owners', parsed.data.owners, feedOwnerSchema, issues),
  };
  // Within the feed: an owner's e-mail once.
  const emails = new Map<string, number>();
  feed.owners.forEach((o) => {
    if (emails.has(o.email))
      issues.push({
        list: 'owners',
        index: -1,
        id: o.id,
        field: 'email',
        message: `is also the e-mail of owner ${emails.get(o.email)}`,
      });
    else emails.set(o.email, o.id);
  });
  return { feed, issues };
}

/** The issues as lines a person reads: `properties[3] (id 1234) address.zip: …`. */
export function describeIssues(issues: FeedIssue[]): string[] {
  return issues.map((i) => {
    const where = i.list === 'feed' ? 'feed' : i.index < 0 ? i.list : `${i.list}[${i.index}]`;
    return `${where}${i.id !== undefined ? ` (id ${i.id})` : ''}${i.field ? ` ${i.field}` : ''}: ${i.message}`;
  });
}

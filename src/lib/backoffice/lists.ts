import 'server-only';
import { and, count, desc, eq, gte, ilike, lt, max, or, sql, type SQL, type AnyColumn } from 'drizzle-orm';
import type { Db } from '@/db/open';
import { demandNotifications, documentRequests, newsletterSubscriptions, properties, searchDemands } from '@/db/schema';
import type { DemandCriteria } from '@/domain/search/demand-match';
import { recordId } from '@/domain/edge/record-id';
import { containsPattern } from '@/domain/search/like-pattern';

/**
 * The back office's other lists of leads (issue 16): newsletter subscribers, search demands with
 * their alerts, documents requested. Each is filtered by words and dates and exported as CSV.
 */
export const LISTS = ['subscribers', 'demands', 'documents'] as const;
export type ListName = (typeof LISTS)[number];

export type ListFilter = { q?: string; from?: string; to?: string; limit?: number };

export type Subscriber = {
  id: number;
  email: string;
  locale: string;
  state: 'waiting' | 'confirmed' | 'unsubscribed';
  createdAt: Date;
  confirmedAt: Date | null;
};
export type Demand = {
  id: number;
  email: string;
  locale: string;
  criteria: DemandCriteria;
  active: boolean;
  createdAt: Date;
  alerts: number;
  lastAlert: Date | null;
};
export type DocumentRequest = {
  id: number;
  email: string;
  createdAt: Date;
  propertyId: number;
  address: string;
  submissionId: number | null;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The conditions of a filter on a list's e-mail and date columns (words also match a number given). */
function conditions(
  filter: ListFilter,
  email: AnyColumn,
  created: AnyColumn,
  extra: (like: string, id: number) => SQL[] = () => [],
): SQL | undefined {
  const where: SQL[] = [];
  if (filter.from && DAY.test(filter.from)) where.push(gte(created, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to && DAY.test(filter.to))
    where.push(lt(created, new Date(new Date(`${filter.to}T00:00:00Z`).getTime() + 86_400_000)));
  const q = filter.q?.trim().slice(0, 100);
  if (q) {
    const like = containsPattern(q);
    where.push(or(ilike(email, like), ...extra(like, recordId(q) ?? -1))!);
  }
  return where.length ? and(...where) : undefined;
}

const cap = (filter: ListFilter) => Math.min(filter.limit ?? 200, 5_000);

export async function subscribers(db: Db, filter: ListFilter = {}): Promise<Subscriber[]> {
  const n = newsletterSubscriptions;
  const rows = await db
    .select()
    .from(n)
    .where(conditions(filter, n.email, n.createdAt))
    .orderBy(desc(n.createdAt), desc(n.id))
    .limit(cap(filter));
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    locale: r.locale,
    state: r.unsubscribedAt ? 'unsubscribed' : r.confirmedAt ? 'confirmed' : 'waiting',
    createdAt: r.createdAt,
    confirmedAt: r.confirmedAt,
  }));
}

export async function demands(db: Db, filter: ListFilter = {}): Promise<Demand[]> {
  const d = searchDemands;
  const alerts = db
    .select({
      demandId: demandNotifications.demandId,
      sent: count().as('sent'),
      last: max(demandNotifications.createdAt).as('last'),
    })
    .from(demandNotifications)
    .groupBy(demandNotifications.demandId)
    .as('alerts');
  const rows = await db
    .select({ demand: d, sent: alerts.sent, last: alerts.last })
    .from(d)
    .leftJoin(alerts, eq(alerts.demandId, d.id))
    .where(conditions(filter, d.email, d.createdAt, (like) => [sql`${d.criteria}::text ilike ${like}`]))
    .orderBy(desc(d.createdAt), desc(d.id))
    .limit(cap(filter));
  return rows.map(({ demand, sent, last }) => ({
    id: demand.id,
    email: demand.email,
    locale: demand.locale,
    criteria: demand.criteria as DemandCriteria,
    active: demand.active,
    createdAt: demand.createdAt,
    alerts: Number(sent ?? 0),
    lastAlert: last ? new Date(last) : null,
  }));
}

export async function documentRequestList(db: Db, filter: ListFilter = {}): Promise<DocumentRequest[]> {
  const r = documentRequests;
  const rows = await db
    .select({
      request: r,
      street: properties.street,
      number: properties.houseNumber,
      zip: properties.zip,
      city: properties.city,
    })
    .from(r)
    .leftJoin(properties, eq(properties.id, r.propertyId))
    .where(
      conditions(filter, r.email, r.createdAt, (like, id) => [
        eq(r.propertyId, id),
        ilike(properties.city, like),
        ilike(properties.street, like),
      ]),
    )
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(cap(filter));
  return rows.map(({ request, street, number, zip, city }) => ({
    ...request,
    address: [[street, number].filter(Boolean).join(' '), [zip, city].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', '),
  }));
}

type Query = Record<string, string | string[] | undefined>;

/** One value of the address's query: the first if repeated, at most 100 characters, none if empty. */
export function queryValue(params: Query, key: string): string | undefined {
  const value = params[key];
  return (Array.isArray(value) ? value[0] : value)?.slice(0, 100) || undefined;
}

/** The filter of a list page and its CSV export, from the address's query (anything odd ignored). */
export function listFilterFrom(params: Query): ListFilter {
  return { q: queryValue(params, 'q'), from: queryValue(params, 'from'), to: queryValue(params, 'to') };
}

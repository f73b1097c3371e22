import 'server-only';
import { and, asc, desc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { properties, propertyTypes } from '@/db/schema';
import { PAGE_SIZE, ROOM_KEYS, type SearchQuery } from '@/domain/search/search-query';
import { cardSelection, loadCards } from './cards-query';
import type { PropertyCard } from './card';
import { containsPattern } from '@/domain/search/like-pattern';

export type SearchResult = { items: PropertyCard[]; total: number; page: number; pages: number };

/** The price a visitor may see: a hidden price ("on request") neither filters nor sorts, lest it leak. */
const shownPrice = sql`(case when ${properties.publishPrice} then ${properties.price} end)`;

/**
 * The surface a card shows: the living surface, else the plot (land). Zero is no surface. A property
 * without one comes last whichever way the visitor sorts (issue 20).
 */
const shownSurface = sql`coalesce(nullif(${properties.livingSurface}, 0), nullif(${properties.groundSurface}, 0))`;

/** The WHERE clause of a list page: only published properties of the goal, then the visitor's filters. */
export function searchFilter(goal: 0 | 1, q: SearchQuery): SQL {
  const conditions: (SQL | undefined)[] = [eq(properties.goal, goal), eq(properties.status, 'published')];
  if (q.search) {
    // search_text is city, street, file number, postal code and titles, accent-folded (migration
    // 0009 keeps it); its trigram index finds the rows, whatever the accents and case.
    conditions.push(
      or(sql`${properties.searchText} like vitrine_fold(${containsPattern(q.search)})`, eq(properties.zip, q.search)),
    );
  }
  if (q.cities.length) {
    conditions.push(
      or(...q.cities.map((c) => and(sql`lower(${properties.city}) = ${c.name}`, eq(properties.zip, c.zip)))),
    );
  }
  if (q.types.length) conditions.push(inArray(properties.webId, q.types));
  for (const key of ROOM_KEYS) {
    const minimum = q[key];
    if (minimum) conditions.push(gte(properties[key], minimum));
  }
  if (q.price) {
    conditions.push(sql`${shownPrice} >= ${q.price.min}`);
    if (q.price.max !== null) conditions.push(sql`${shownPrice} <= ${q.price.max}`);
  }
  return and(...conditions) as SQL;
}

/** Homes still available come before the sold and rented ones, whatever the sort (issue 20). */
export const availableFirst = sql`coalesce(${properties.availability} in ('sold', 'rented', 'sold-out'), false) asc`;

function orderBy(q: SearchQuery, locale: string): SQL[] {
  return [availableFirst, ...chosenOrder(q, locale)];
}

function chosenOrder(q: SearchQuery, locale: string): SQL[] {
  const typeName = sql`${propertyTypes.names} ->> ${locale}`;
  switch (q.sort) {
    case 'price-asc':
      return [sql`${shownPrice} asc nulls last`, asc(properties.id)];
    case 'price-desc':
      return [sql`${shownPrice} desc nulls last`, asc(properties.id)];
    case 'surface-asc':
      return [sql`${shownSurface} asc nulls last`, asc(properties.id)];
    case 'surface-desc':
      return [sql`${shownSurface} desc nulls last`, asc(properties.id)];
    case 'type-asc':
      return [asc(typeName), asc(properties.id)];
    case 'type-desc':
      return [desc(typeName), asc(properties.id)];
    case 'city-asc':
      return [asc(properties.city), asc(properties.id)];
    case 'city-desc':
      return [desc(properties.city), asc(properties.id)];
    default:
      return [desc(properties.createdAt), desc(properties.id)];
  }
}

/**
 * One page of a list (12 per page: docs/product-decisions.md#search) with the total; a page past
 * the end gives the last.
 */
export async function searchProperties(
  goal: 0 | 1,
  q: SearchQuery,
  locale: string,
  db: Db = getDb(),
): Promise<SearchResult> {
  const where = searchFilter(goal, q);
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(properties)
    .where(where);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(q.page, pages);
  const rows = await cardSelection(db)
    .where(where)
    .orderBy(...orderBy(q, locale))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return { items: await loadCards(db, rows, locale), total, page, pages };
}

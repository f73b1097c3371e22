import 'server-only';
import { and, desc, isNotNull } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { properties } from '@/db/schema';
import type { MapPosition } from '@/domain/property/map-position';
import type { SearchQuery } from '@/domain/search/search-query';
import type { PropertyCard } from './card';
import { cardSelection, loadCards } from './cards-query';
import { searchFilter } from './search';

/** At most this many markers: beyond it the visitor narrows the search (the page says so). */
const MAP_LIMIT = 500;

type MapPoint = { card: PropertyCard; position: MapPosition };
export type MapResult = { points: MapPoint[]; total: number; truncated: boolean };

/**
 * Every property of the search that has a position (not just one page), newest first. A hidden
 * address only gets its approximate area (domain/property/map-position): the exact one never leaves here.
 */
export async function searchMapPoints(
  goal: 0 | 1,
  q: SearchQuery,
  locale: string,
  db: Db = getDb(),
): Promise<MapResult> {
  const where = and(searchFilter(goal, q), isNotNull(properties.lat), isNotNull(properties.lng));
  const rows = await cardSelection(db)
    .where(where)
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(MAP_LIMIT + 1);
  const truncated = rows.length > MAP_LIMIT;
  const cards = await loadCards(db, rows.slice(0, MAP_LIMIT), locale);
  const points: MapPoint[] = [];
  for (const card of cards) {
    if (card.position) points.push({ card, position: card.position });
  }
  return { points, total: points.length, truncated };
}

import 'server-only';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { properties } from '@/db/schema';
import { rankSimilar, type SimilarCandidate } from '@/domain/property/similarity';
import { cardSelection, loadCards } from './cards-query';
import type { PropertyCard } from './card';

/** What the ranking compares (domain/property/similarity), for the published and the withdrawn alike. */
export const CANDIDATE_COLUMNS = {
  id: properties.id,
  goal: properties.goal,
  webId: properties.webId,
  city: properties.city,
  zip: properties.zip,
  price: properties.price,
  lat: properties.lat,
  lng: properties.lng,
};

/**
 * Up to four available properties like the given one (same goal, same or nearby city, close type
 * and price; src/domain/property/similarity.ts). The agency lists a few hundred properties, so ranking the
 * candidates of one goal in memory is cheaper than a distance query.
 */
export async function similarProperties(
  target: SimilarCandidate,
  locale: string,
  limit = 4,
  db: Db = getDb(),
): Promise<PropertyCard[]> {
  const candidates = await db
    .select(CANDIDATE_COLUMNS)
    .from(properties)
    .where(
      and(
        eq(properties.status, 'published'),
        eq(properties.goal, target.goal),
        isNull(properties.availability),
        ne(properties.id, target.id),
      ),
    );
  const ids = rankSimilar(target, candidates, limit).map((c) => c.id);
  if (!ids.length) return [];
  const rows = await Promise.all(ids.map((id) => cardSelection(db).where(eq(properties.id, id))));
  return loadCards(db, rows.flat(), locale);
}

/** The properties like a published one, read by its id: its exact position stays in here. */
export async function similarToProperty(id: number, locale: string, db: Db = getDb()): Promise<PropertyCard[]> {
  const [target] = await db
    .select(CANDIDATE_COLUMNS)
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.status, 'published')));
  return target ? similarProperties(target, locale, 4, db) : [];
}

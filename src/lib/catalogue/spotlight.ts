import 'server-only';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { properties } from '@/db/schema';
import { cardSelection, loadCards } from './cards-query';
import type { PropertyCard } from './card';

/** The newest available properties outside projects, at most 4: suggestions when a property is gone. */
export async function spotlight(locale: string, limit = 4, db: Db = getDb()): Promise<PropertyCard[]> {
  const rows = await cardSelection(db)
    .where(and(eq(properties.status, 'published'), isNull(properties.availability), isNull(properties.projectId)))
    .orderBy(desc(properties.marquee), desc(properties.createdAt), desc(properties.id))
    .limit(Math.min(limit, 4));
  return loadCards(db, rows, locale);
}

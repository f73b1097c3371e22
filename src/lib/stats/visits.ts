import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { properties, propertyVisits } from '@/db/schema';
import { visitDay } from '@/domain/visits';

/** Adds one visit to today's counter of a published property; false when there is no such property. */
export async function countVisit(propertyId: number, at = new Date(), db: Db = getDb()): Promise<boolean> {
  const [exists] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.status, 'published')));
  if (!exists) return false;
  await db
    .insert(propertyVisits)
    .values({ propertyId, day: visitDay(at), count: 1 })
    .onConflictDoUpdate({ target: [propertyVisits.propertyId, propertyVisits.day], set: { count: sql`${propertyVisits.count} + 1` } });
  return true;
}

/** Visits of a property per day between two Brussels days (inclusive), for the owner portal. */
export async function visitsBetween(propertyId: number, from: string, to: string, db: Db = getDb()) {
  return db
    .select({ day: propertyVisits.day, count: propertyVisits.count })
    .from(propertyVisits)
    .where(and(eq(propertyVisits.propertyId, propertyId), sql`${propertyVisits.day} between ${from} and ${to}`))
    .orderBy(propertyVisits.day);
}

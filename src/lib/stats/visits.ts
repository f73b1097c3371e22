import 'server-only';
import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { properties, propertyVisits, visitMarks } from '@/db/schema';
import { visitDay } from '@/domain/stats/visits';
import { env } from '@/env';

/**
 * A keyed hash of the day, the visitor's address and the property: who was counted, without keeping
 * who. The address only: what a visitor says it is (its User-Agent) would let one address count
 * as many visits as it makes up names (issue 33).
 */
function markOf(day: string, address: string, propertyId: number): string {
  const key = env().SESSION_SECRET ?? 'vitrine-visits-without-session-secret';
  return createHmac('sha256', key).update(`visit\n${day}\n${address}\n${propertyId}`).digest('base64url').slice(0, 32);
}

/**
 * Adds one visit to today's counter of a published property, once per visitor's address per
 * property per day; false when there is no such property or the address was counted.
 */
export async function countVisit(
  propertyId: number,
  address: string,
  at = new Date(),
  db: Db = getDb(),
): Promise<boolean> {
  const [exists] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.status, 'published')));
  if (!exists) return false;
  const day = visitDay(at);
  const marked = await db
    .insert(visitMarks)
    .values({ day, mark: markOf(day, address, propertyId) })
    .onConflictDoNothing()
    .returning({ day: visitMarks.day });
  if (!marked.length) return false;
  await db
    .insert(propertyVisits)
    .values({ propertyId, day: visitDay(at), count: 1 })
    .onConflictDoUpdate({
      target: [propertyVisits.propertyId, propertyVisits.day],
      set: { count: sql`${propertyVisits.count} + 1` },
    });
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

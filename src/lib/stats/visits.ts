import 'server-only';
import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { properties, propertyVisits, visitMarks } from '@/db/schema';
import { visitDay } from '@/domain/visits';
import { env } from '@/env';

export type Visitor = { address: string; agent: string };

/** A keyed hash of the day, the visitor and the property: who was counted, without keeping who. */
function markOf(day: string, visitor: Visitor, propertyId: number): string {
  const key = env().SESSION_SECRET ?? 'vitrine-visits-without-session-secret';
  return createHmac('sha256', key)
    .update(`visit\n${day}\n${visitor.address}\n${visitor.agent.slice(0, 300)}\n${propertyId}`)
    .digest('base64url')
    .slice(0, 32);
}

/**
 * Adds one visit to today's counter of a published property, once per visitor (address and
 * browser) per property per day; false when there is no such property or the visitor was counted.
 */
export async function countVisit(
  propertyId: number,
  visitor: Visitor,
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
    .values({ day, mark: markOf(day, visitor, propertyId) })
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

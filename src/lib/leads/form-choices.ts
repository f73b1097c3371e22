import 'server-only';
import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { appointmentSlots, propertyTypes } from '@/db/schema';
import { localizedText } from '@/domain/language/localized-text';

/** Property types for the valuation and demand forms, in the page's language and the agency's order. */
export async function typeOptions(locale: string, db: Db = getDb()) {
  const rows = await db.select().from(propertyTypes).orderBy(asc(propertyTypes.showOrder));
  return rows.map((r) => ({ value: String(r.webId), label: localizedText(r.names, locale) }));
}

export type FreeSlot = { id: number; startsAt: Date; endsAt: Date };

/** Future slots of a property that still have a place (at most the next 30). */
export async function freeSlots(propertyId: number, now = new Date(), db: Db = getDb()): Promise<FreeSlot[]> {
  return db
    .select({ id: appointmentSlots.id, startsAt: appointmentSlots.startsAt, endsAt: appointmentSlots.endsAt })
    .from(appointmentSlots)
    .where(
      and(
        eq(appointmentSlots.propertyId, propertyId),
        isNull(appointmentSlots.cancelledAt),
        gt(appointmentSlots.startsAt, now),
        lt(appointmentSlots.booked, appointmentSlots.capacity),
      ),
    )
    .orderBy(asc(appointmentSlots.startsAt))
    .limit(30);
}

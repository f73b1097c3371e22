import 'server-only';
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { appointmentSlots, newsletterSubscriptions, propertyTypes, searchDemands } from '@/db/schema';
import { localizedText } from '@/domain/localized-text';

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

/** Double opt-in: the link confirms the address once; true when it did (or had already). */
export async function confirmNewsletter(token: string, db: Db = getDb()): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return false;
  const rows = await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: sql`coalesce(${newsletterSubscriptions.confirmedAt}, now())` })
    .where(eq(newsletterSubscriptions.confirmToken, token))
    .returning({ id: newsletterSubscriptions.id });
  return rows.length === 1;
}

/** One-click unsubscribe of a search demand; true when the token names a demand. */
export async function unsubscribeDemand(token: string, db: Db = getDb()): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return false;
  const rows = await db
    .update(searchDemands)
    .set({ active: false, unsubscribedAt: sql`coalesce(${searchDemands.unsubscribedAt}, now())` })
    .where(eq(searchDemands.unsubscribeToken, token))
    .returning({ id: searchDemands.id });
  return rows.length === 1;
}

export async function demandExists(token: string, db: Db = getDb()): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return false;
  const [row] = await db
    .select({ id: searchDemands.id })
    .from(searchDemands)
    .where(eq(searchDemands.unsubscribeToken, token));
  return Boolean(row);
}

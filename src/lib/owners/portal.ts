import 'server-only';
import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import {
  mediaHistory,
  owners,
  properties,
  propertyCommunications,
  propertyOwners,
  propertyVisits,
  submissions,
} from '@/db/schema';
import { chartDays, periods, visitTotals, type VisitTotals } from '@/domain/stats/periods';
import { cardSelection, loadCards } from '@/lib/catalogue/cards-query';
import type { PropertyCard } from '@/lib/catalogue/card';

export type Owner = { id: number; name: string; email: string };
export type OwnedProperty = { card: PropertyCard; recordFile: string | null; visits: VisitTotals };
/**
 * A communication about the property (specification section 3, owner statistics): a lead of the
 * website, or what the agency's software recorded and sent in its feed (a visit, a call, an offer).
 */
type Communication = {
  at: Date;
  kind: string;
  contact: string;
  subject: string;
  comment: string;
  status: 'received' | 'open' | 'done' | 'cancelled';
  source: string;
};

export type PropertyDashboard = OwnedProperty & {
  chart: { day: string; count: number }[];
  communications: Communication[];
  media: { portal: string; publishedAt: Date; status: string; url: string | null }[];
};

/** The owner record of a portal account, or null (an account without properties sees nothing). */
export async function ownerOfUser(userId: string, db: Db = getDb()): Promise<Owner | null> {
  const [row] = await db
    .select({ id: owners.id, name: owners.name, email: owners.email })
    .from(owners)
    .where(eq(owners.userId, userId));
  return row ?? null;
}

async function ownedIds(ownerId: number, db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: propertyOwners.propertyId })
    .from(propertyOwners)
    .where(eq(propertyOwners.ownerId, ownerId));
  return rows.map((r) => r.id);
}

async function visitsOf(ids: number[], db: Db) {
  if (!ids.length) return [];
  return db.select().from(propertyVisits).where(inArray(propertyVisits.propertyId, ids));
}

/** Every property of one owner with its visit totals: scoped by the owner, never by a request value. */
export async function ownerProperties(
  ownerId: number,
  locale: string,
  db: Db = getDb(),
  now = new Date(),
): Promise<OwnedProperty[]> {
  const ids = await ownedIds(ownerId, db);
  if (!ids.length) return [];
  const [rows, visits, records] = await Promise.all([
    cardSelection(db).where(inArray(properties.id, ids)).orderBy(asc(properties.id)),
    visitsOf(ids, db),
    db
      .select({ id: properties.id, recordFile: properties.recordFile })
      .from(properties)
      .where(inArray(properties.id, ids)),
  ]);
  const cards = await loadCards(db, rows, locale);
  return cards.map((card) => ({
    card,
    recordFile: records.find((r) => r.id === card.id)?.recordFile ?? null,
    visits: visitTotals(
      visits.filter((v) => v.propertyId === card.id),
      now,
    ),
  }));
}

/** One property's dashboard, or null when it is not this owner's (the page answers 404). */
export async function ownerProperty(
  ownerId: number,
  propertyId: number,
  locale: string,
  db: Db = getDb(),
  now = new Date(),
): Promise<PropertyDashboard | null> {
  const [link] = await db
    .select({ id: propertyOwners.propertyId })
    .from(propertyOwners)
    .where(and(eq(propertyOwners.ownerId, ownerId), eq(propertyOwners.propertyId, propertyId)));
  if (!link) return null;
  const [own] = (await ownerProperties(ownerId, locale, db, now)).filter((p) => p.card.id === propertyId);
  if (!own) return null;
  const days = chartDays(now);
  const [series, media, leads, recorded] = await Promise.all([
    db
      .select({ day: propertyVisits.day, count: propertyVisits.count })
      .from(propertyVisits)
      .where(and(eq(propertyVisits.propertyId, propertyId), gte(propertyVisits.day, periods(now).chartStart))),
    db
      .select({
        portal: mediaHistory.portal,
        publishedAt: mediaHistory.publishedAt,
        status: mediaHistory.status,
        url: mediaHistory.url,
      })
      .from(mediaHistory)
      .where(eq(mediaHistory.propertyId, propertyId))
      .orderBy(desc(mediaHistory.publishedAt)),
    db
      .select({
        at: submissions.createdAt,
        kind: submissions.kind,
        email: submissions.email,
        payload: submissions.payload,
      })
      .from(submissions)
      .where(eq(submissions.propertyId, propertyId))
      .orderBy(desc(submissions.createdAt))
      .limit(100),
    db
      .select()
      .from(propertyCommunications)
      .where(eq(propertyCommunications.propertyId, propertyId))
      .orderBy(desc(propertyCommunications.at))
      .limit(200),
  ]);
  const communications = leads.map((lead): Communication => {
    const p = lead.payload as Record<string, unknown>;
    const name = [p.firstName, p.lastName].filter((v) => typeof v === 'string' && v).join(' ');
    const comment = [p.remark, p.message, p.comment].find((v) => typeof v === 'string' && v) as string | undefined;
    return {
      at: lead.at,
      kind: lead.kind,
      contact: [name, lead.email].filter(Boolean).join(' · '),
      subject: '',
      comment: comment ?? '',
      status: 'received',
      source: 'website',
    };
  });
  for (const c of recorded) {
    communications.push({
      at: c.at,
      kind: c.type,
      contact: c.contact,
      subject: c.subject,
      comment: c.comment,
      status: c.status as Communication['status'],
      source: c.source,
    });
  }
  communications.sort((a, b) => b.at.getTime() - a.at.getTime());
  return {
    ...own,
    chart: days.map((day) => ({ day, count: series.find((s) => s.day === day)?.count ?? 0 })),
    media,
    communications,
  };
}

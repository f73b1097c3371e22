import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import type { Db } from '../../../src/db/open';
import {
  authAccount,
  authUser,
  mediaHistory,
  owners,
  properties,
  propertyOwners,
  propertyVisits,
  submissions,
} from '../../../src/db/schema';
import { OWNERS } from './assign';
import { hashString, Rng } from './prng';

const PORTALS = ['Immoweb', 'Zimmo', 'Immovlan', 'immoleie.be', 'Facebook'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;
const LEAD_NAMES = [
  ['Jan', 'Peeters'],
  ['Els', 'Janssens'],
  ['Pieter', 'Maes'],
  ['Julie', 'Lambert'],
  ['Tom', 'Willems'],
  ['Nora', 'Claes'],
  ['Mehdi', 'Benali'],
  ['Sarah', 'Dupont'],
] as const;
const LEAD_REMARKS = [
  'Is de woning nog beschikbaar? Wij willen graag een bezoek plannen.',
  'Kan ik het EPC-attest en de plannen ontvangen?',
  'Nous aimerions visiter le bien un samedi matin.',
  'Could you tell me more about the heating and the garden orientation?',
  'Zijn er recente renovatiewerken gebeurd aan het dak?',
  '',
] as const;

/**
 * Portal accounts for the demo owners, with visit counts for the last 120 days and where their
 * properties were published. Visits end today, so the dashboard is alive on any day the demo runs.
 */
export async function seedPortal(db: Db, passwordOf: (email: string) => string, today = new Date()): Promise<void> {
  // The feed made the demo owners' accounts without a password (a real owner is invited to choose
  // one); the demo's are made at its first start. Only the demo's own e-mail addresses: never an agency's owner.
  const list = await db
    .select()
    .from(owners)
    .where(
      inArray(
        owners.email,
        OWNERS.map((o) => o.email),
      ),
    )
    .orderBy(owners.id);
  for (const [i, owner] of list.entries()) {
    const password = await hashPassword(passwordOf(owner.email));
    const userId = owner.userId ?? `owner-${i + 1}`;
    await db
      .insert(authUser)
      .values({ id: userId, name: owner.name, email: owner.email, emailVerified: true })
      .onConflictDoNothing();
    await db.update(authUser).set({ emailVerified: true }).where(eq(authUser.id, userId));
    await db
      .insert(authAccount)
      .values({ id: `${userId}-credential`, accountId: userId, providerId: 'credential', userId, password })
      .onConflictDoNothing();
    await db.update(owners).set({ userId }).where(eq(owners.id, owner.id));
  }
  const links = await db.select({ id: propertyOwners.propertyId }).from(propertyOwners);
  const ids = [...new Set(links.map((l) => l.id))];
  if (!ids.length) return;
  const created = await db
    .select({ id: properties.id, createdAt: properties.createdAt })
    .from(properties)
    .where(inArray(properties.id, ids));
  const visits: (typeof propertyVisits.$inferInsert)[] = [];
  const media: (typeof mediaHistory.$inferInsert)[] = [];
  const leads: (typeof submissions.$inferInsert)[] = [];
  for (const { id, createdAt } of created) {
    const rng = new Rng(hashString(`visits-${id}`));
    const base = 4 + rng.int(0, 14);
    for (let d = 120; d >= 0; d--) {
      const day = new Date(today.getTime() - d * DAY_MS).toISOString().slice(0, 10);
      const weekend = [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());
      const count = Math.max(0, Math.round(base * (weekend ? 1.6 : 1) * rng.float(0.5, 1.5)));
      if (count > 0) visits.push({ propertyId: id, day, count });
    }
    for (let k = 0; k < rng.int(2, 6); k++) {
      const [firstName, lastName] = rng.pick(LEAD_NAMES);
      const kind = rng.pick(['info', 'visit', 'appointment', 'documents'] as const);
      leads.push({
        token: `demo-lead-${id}-${k}`,
        kind,
        locale: rng.pick(['nl', 'nl', 'fr', 'en'] as const),
        propertyId: id,
        email: `${firstName.toLowerCase()}.${lastName.toLowerCase().replace(/\s+/g, '')}@example.org`,
        payload: { firstName, lastName, remark: rng.pick(LEAD_REMARKS) },
        consentPrivacy: true,
        createdAt: new Date(today.getTime() - rng.int(0, 60) * DAY_MS - rng.int(0, 600) * 60_000),
      });
    }
    const portals = PORTALS.filter(() => rng.chance(0.8));
    portals.forEach((portal, k) => {
      const at = new Date(Math.min(today.getTime(), createdAt.getTime() + k * DAY_MS));
      media.push({
        propertyId: id,
        portal,
        publishedAt: at,
        status: 'online',
        url: portal === 'immoleie.be' ? null : `https://www.${portal.toLowerCase()}.be/`,
      });
      if (rng.chance(0.4))
        media.push({
          propertyId: id,
          portal,
          publishedAt: new Date(Math.min(today.getTime(), at.getTime() + 20 * DAY_MS)),
          status: 'updated',
          url: null,
        });
    });
  }
  for (let i = 0; i < visits.length; i += 500)
    await db
      .insert(propertyVisits)
      .values(visits.slice(i, i + 500))
      .onConflictDoNothing();
  if (media.length) await db.insert(mediaHistory).values(media);
  if (leads.length) await db.insert(submissions).values(leads).onConflictDoNothing();
}

import { randomUUID } from 'node:crypto';
import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '@/db/open';
import { authUser, owners, propertyOwners } from '@/db/schema';
import type { FeedOwner } from '@/domain/feed/owner-record';
import { stable } from './property-rows';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Invitation = { userId: string; email: string; name: string; locale: string };
export type OwnerOutcome = { created: number[]; changed: number[]; unchanged: number[]; invitations: Invitation[] };

/**
 * Writes the feed's owners: found by their id in the agency's software, else by e-mail (an owner
 * made before the feed knew them); their portal account follows their e-mail; their properties
 * become exactly the feed's list (an empty list: they see nothing any more). A new owner gets a
 * portal account without password, and an invitation to choose one once the feed is stored.
 */
export async function applyOwners(tx: Tx, records: FeedOwner[]): Promise<OwnerOutcome> {
  const outcome: OwnerOutcome = { created: [], changed: [], unchanged: [], invitations: [] };
  if (!records.length) return outcome;
  const found = await tx
    .select()
    .from(owners)
    .where(
      or(
        inArray(
          owners.feedId,
          records.map((o) => o.id),
        ),
        inArray(
          owners.email,
          records.map((o) => o.email),
        ),
      ),
    );
  const links = await tx
    .select()
    .from(propertyOwners)
    .where(inArray(propertyOwners.ownerId, found.map((o) => o.id).concat(-1)));
  for (const o of records) {
    const before = found.find((f) => f.feedId === o.id) ?? found.find((f) => f.email === o.email && f.feedId === null);
    const cols = { feedId: o.id, name: o.name, email: o.email, phone: o.phone ?? null, locale: o.locale };
    const wanted = [...new Set(o.propertyIds)].sort((a, b) => a - b);
    let ownerId: number;
    let userId = before?.userId ?? null;
    if (before) {
      ownerId = before.id;
      const had = links
        .filter((l) => l.ownerId === before.id)
        .map((l) => l.propertyId)
        .sort((a, b) => a - b);
      const was = stable({
        feedId: before.feedId,
        name: before.name,
        email: before.email,
        phone: before.phone,
        locale: before.locale,
        had,
      });
      if (was === stable({ ...cols, had: wanted }) && userId) {
        outcome.unchanged.push(o.id);
        continue;
      }
      await tx
        .update(owners)
        .set({ ...cols, updatedAt: new Date() })
        .where(eq(owners.id, before.id));
      if (userId && before.email !== o.email)
        await tx
          .update(authUser)
          .set({ email: o.email, name: o.name, updatedAt: new Date() })
          .where(eq(authUser.id, userId));
      outcome.changed.push(o.id);
    } else {
      const [row] = await tx.insert(owners).values(cols).returning({ id: owners.id });
      ownerId = row!.id;
      outcome.created.push(o.id);
    }
    if (!userId) {
      // A portal account already made for this e-mail (an earlier owner row) is reused.
      const [account] = await tx.select({ id: authUser.id }).from(authUser).where(eq(authUser.email, o.email));
      userId = account?.id ?? `owner-${randomUUID()}`;
      if (!account)
        await tx.insert(authUser).values({ id: userId, name: o.name, email: o.email, emailVerified: false });
      await tx.update(owners).set({ userId }).where(eq(owners.id, ownerId));
      if (!account) outcome.invitations.push({ userId, email: o.email, name: o.name, locale: o.locale });
    }
    await tx.delete(propertyOwners).where(eq(propertyOwners.ownerId, ownerId));
    if (wanted.length) await tx.insert(propertyOwners).values(wanted.map((propertyId) => ({ ownerId, propertyId })));
  }
  return outcome;
}

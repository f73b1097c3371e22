import 'server-only';
import { count, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/open';
import { authUser, auditLog, installation, owners, projects, properties, staffUser } from '@/db/schema';
import type { DemoMark } from '@/domain/ops/installation';

export type Installation = { demo: Exclude<DemoMark, null>; demoAccounts: string[] };

/** The installation's row (what it holds of the demo), or null before its first start with this version. */
export async function installationMark(db: Db): Promise<Installation | null> {
  const [row] = await db.select().from(installation);
  return row ? { demo: row.demo as Installation['demo'], demoAccounts: row.demoAccounts } : null;
}

/** Records what the installation holds of the demo (and the demo's account addresses while it is there). */
export async function markInstallation(db: Db, demo: Installation['demo'], demoAccounts: string[] = []): Promise<void> {
  const values = { demo, demoAccounts, updatedAt: new Date() };
  await db
    .insert(installation)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: installation.id, set: values });
}

/**
 * True when the database holds no catalogue and no account: a new installation. Its words do not
 * count: a content folder imported before the first start (`npm run content -- import`) leaves it new.
 */
export async function databaseIsEmpty(db: Db): Promise<boolean> {
  for (const table of [properties, projects, staffUser, authUser, owners]) {
    if ((await db.select({ n: count() }).from(table))[0]!.n > 0) return false;
  }
  return true;
}

/**
 * Removes the demo agency from an installation that holds it: its catalogue (properties, projects,
 * their photos, documents, visits and owners' links), its words (the published content and its
 * versions: a public site then waits for the agency's folder), its testimonials, its owners with their
 * portal accounts, its leads (submissions, search demands, document requests, bookings, newsletter
 * subscriptions) and its back-office accounts. Accounts the agency made itself stay. The
 * installation is then marked as no longer holding the demo. One transaction.
 */
export async function removeDemo(db: Db, actor: string): Promise<{ staff: number; owners: number }> {
  return db.transaction(async (tx) => {
    const mark = await installationMark(tx as unknown as Db);
    const accounts = mark?.demoAccounts ?? [];
    await tx.execute(sql`truncate table property_owners, documents, media, property_texts, properties,
      project_texts, project_buildings, projects, testimonials, submissions, search_demands,
      document_requests, appointment_bookings, newsletter_subscriptions, content_documents, content_versions
      restart identity cascade`);
    const ownerUsers = await tx.delete(owners).returning({ userId: owners.userId });
    const userIds = ownerUsers.map((o) => o.userId).filter((id): id is string => !!id);
    if (userIds.length) await tx.delete(authUser).where(inArray(authUser.id, userIds));
    if (accounts.length) await tx.delete(authUser).where(inArray(authUser.email, accounts));
    const staff = accounts.length
      ? await tx.delete(staffUser).where(inArray(staffUser.email, accounts)).returning({ id: staffUser.id })
      : [];
    await markInstallation(tx as unknown as Db, 'removed');
    await tx.insert(auditLog).values({
      actor,
      action: 'remove-demo',
      subject: 'installation',
      detail: `${staff.length} demo staff accounts, ${ownerUsers.length} owners`,
    });
    return { staff: staff.length, owners: ownerUsers.length };
  });
}

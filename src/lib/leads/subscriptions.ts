import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { newsletterSubscriptions, searchDemands } from '@/db/schema';

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

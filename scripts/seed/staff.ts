import { inArray } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import type { Db } from '../../src/db/open';
import { staffAccount, staffUser } from '../../src/db/schema';

/** The demo agency's back-office accounts (README, "Demo accounts"): one admin, one editor. */
const DEMO_STAFF = [
  { id: 'staff-admin', name: 'Lies Vermeersch', email: 'beheer@example.be', role: 'admin', locale: 'nl' },
  { id: 'staff-editor', name: 'Thomas Claeys', email: 'redactie@example.be', role: 'editor', locale: 'nl' },
] as const;
const DEMO_STAFF_PASSWORD = 'Leie-kantoor-2026';

export async function seedStaff(db: Db): Promise<void> {
  const password = await hashPassword(DEMO_STAFF_PASSWORD);
  for (const s of DEMO_STAFF) {
    await db
      .insert(staffUser)
      .values({ ...s, emailVerified: true })
      .onConflictDoNothing();
    await db
      .insert(staffAccount)
      .values({ id: `${s.id}-credential`, accountId: s.id, providerId: 'credential', userId: s.id, password })
      .onConflictDoNothing();
  }
}

/** Takes the demo staff accounts away (an agency that empties the demo keeps no README password). */
export async function removeDemoStaff(db: Db): Promise<void> {
  await db.delete(staffUser).where(
    inArray(
      staffUser.email,
      DEMO_STAFF.map((s) => s.email),
    ),
  );
}

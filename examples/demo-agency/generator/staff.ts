import { hashPassword } from 'better-auth/crypto';
import type { Db } from '../../../src/db/open';
import { staffAccount, staffUser } from '../../../src/db/schema';

/** The demo agency's back-office accounts (README, "Demo accounts"): one of each role (docs/decisions/030). */
export const DEMO_STAFF = [
  { id: 'staff-admin', name: 'Lies Vermeersch', email: 'beheer@example.be', role: 'admin', locale: 'nl' },
  { id: 'staff-editor', name: 'Thomas Claeys', email: 'redactie@example.be', role: 'editor', locale: 'nl' },
  { id: 'staff-agent', name: 'Sara Peeters', email: 'makelaar@example.be', role: 'agent', locale: 'nl' },
] as const;

/** The demo staff accounts, each with the password `passwordOf` gives it (made at the first start). */
export async function seedStaff(db: Db, passwordOf: (email: string) => string): Promise<void> {
  for (const s of DEMO_STAFF) {
    const password = await hashPassword(passwordOf(s.email));
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

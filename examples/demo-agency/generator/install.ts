/**
 * The demo agency applied to an installation (issue 29): once, at the first start of an empty
 * development database (scripts/lib/database-step.ts), or by `npm run seed`. Its accounts get
 * passwords made now, shown once and kept in DATA_DIR/demo-accounts.txt (mode 0600); the
 * installation's row remembers that the demo is there and which accounts are its own.
 */
import { inArray } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import type { Db } from '../../../src/db/open';
import { authAccount, authUser, staffAccount, staffUser, testimonials } from '../../../src/db/schema';
import { markInstallation } from '../../../src/lib/installation/demo';
import { newPassword, writeDemoAccounts, type DemoAccount } from '../../../scripts/lib/demo-accounts';
import { OWNERS } from './assign';
import { seedDemo } from './index';
import { DEMO_STAFF } from './staff';
import { DEMO_TESTIMONIALS } from './testimonials';

const ACCOUNTS: Omit<DemoAccount, 'password'>[] = [
  ...DEMO_STAFF.map((s) => ({ kind: 'staff' as const, email: s.email, role: s.role })),
  ...OWNERS.map((o) => ({ kind: 'owner' as const, email: o.email, role: 'owner' })),
];

export type Installed = { properties: number; projects: number; accounts: DemoAccount[]; file: string };

/** Seeds the demo with new passwords, writes the accounts file and marks the installation. */
export async function installDemo(db: Db, dataDir: string, folder?: string): Promise<Installed> {
  const accounts = ACCOUNTS.map((a) => ({ ...a, password: newPassword() }));
  const passwordOf = (email: string) => accounts.find((a) => a.email === email)?.password ?? newPassword();
  const counts = await seedDemo(db, folder, passwordOf);
  await markInstallation(
    db,
    'present',
    accounts.map((a) => a.email),
  );
  return { ...counts, accounts, file: writeDemoAccounts(dataDir, accounts) };
}

/**
 * A database seeded by an earlier version has no installation row: it holds the demo when the
 * demo's accounts or testimonials are there. Their passwords were published in the README, so
 * the accounts found get new ones (written to the accounts file); then the row is recorded.
 */
export async function recordEarlierInstallation(db: Db, dataDir: string): Promise<Installed | null> {
  const emails = ACCOUNTS.map((a) => a.email);
  const staff = await db.select().from(staffUser).where(inArray(staffUser.email, emails));
  const users = await db.select().from(authUser).where(inArray(authUser.email, emails));
  const said = await db
    .select({ slug: testimonials.slug })
    .from(testimonials)
    .where(
      inArray(
        testimonials.slug,
        DEMO_TESTIMONIALS.map((t) => t.slug),
      ),
    );
  if (!staff.length && !users.length && !said.length) {
    await markInstallation(db, 'none');
    return null;
  }
  const accounts: DemoAccount[] = [];
  for (const found of [...staff, ...users]) {
    const account = ACCOUNTS.find((a) => a.email === found.email)!;
    const password = newPassword();
    const hash = await hashPassword(password);
    const table = account.kind === 'staff' ? staffAccount : authAccount;
    await db
      .update(table)
      .set({ password: hash })
      .where(inArray(table.userId, [found.id]));
    accounts.push({ ...account, password });
  }
  await markInstallation(db, 'present', emails);
  return { properties: 0, projects: 0, accounts, file: writeDemoAccounts(dataDir, accounts) };
}

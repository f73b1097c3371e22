import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@/db/open';
import { createTestDb } from '@/db/test-db';
import { staffUser, staffVerification } from '@/db/schema';
import { ACCOUNT_RULE } from '@/domain/access/lockout';
import { login, type LoginSystem } from '@/lib/auth/login';
import { addStaffWithLink } from './invite';
import { staffAuth } from './auth';

/**
 * Issue 43 with the real password hashing: twenty sign-ins for one account from twenty addresses
 * at once check five passwords; the account is then paused for its owner too, until a new
 * password through the reset link ends the pause.
 */
let handle: DbHandle;
const holder = globalThis as typeof globalThis & { __vitrineDb?: DbHandle };
beforeAll(async () => {
  handle = await createTestDb();
  // better-auth works on the application's database handle (src/db/client.ts): this test's.
  holder.__vitrineDb = handle;
});
afterAll(async () => {
  holder.__vitrineDb = undefined;
  await handle.close();
});

let checks = 0;
/** The back office's sign-in (src/lib/staff/session.ts), counting the passwords it verifies. */
const STAFF: LoginSystem = {
  keyPrefix: 'staff:',
  signIn: (email, password, headers) => {
    checks++;
    return staffAuth().api.signInEmail({ body: { email, password }, headers });
  },
};
const signIn = (password: string, ip: string) =>
  login({ email: 'Pause@Agency.example', password, ip, headers: new Headers() }, handle.db, new Date(), STAFF);

async function setPassword(userId: string, password: string) {
  const token = randomUUID();
  await handle.db.insert(staffVerification).values({
    id: randomUUID(),
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  // What /admin/password/'s action calls (src/app/admin/password/actions.ts).
  await staffAuth().api.resetPassword({ body: { token, newPassword: password } });
}

describe('the pause of an account after five failed sign-ins (issue 43)', () => {
  it('twenty at once from twenty addresses: five passwords verified, then paused; a reset ends the pause', async () => {
    const done = await addStaffWithLink(
      handle.db,
      { email: 'pause@agency.example', role: 'editor', locale: 'nl' },
      'test',
    );
    if (done.result !== 'created') throw new Error('not created');
    const [user] = await handle.db.select().from(staffUser).where(eq(staffUser.email, 'pause@agency.example'));
    await setPassword(user!.id, 'het-eerste-wachtwoord-2026');

    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn('geraden-wachtwoord', `198.18.50.${i + 1}`)),
    );
    expect(checks).toBe(ACCOUNT_RULE.limit);
    expect(results.filter((r) => r.kind === 'invalid')).toHaveLength(ACCOUNT_RULE.limit);
    expect(results.filter((r) => r.kind === 'paused')).toHaveLength(20 - ACCOUNT_RULE.limit);

    // The owner, from an address of their own, with the right password: paused too, nothing verified.
    expect((await signIn('het-eerste-wachtwoord-2026', '203.0.113.50')).kind).toBe('paused');
    expect(checks).toBe(ACCOUNT_RULE.limit);

    // The forgot-password link's new password ends the pause.
    await setPassword(user!.id, 'het-nieuwe-wachtwoord-2026');
    expect((await signIn('het-nieuwe-wachtwoord-2026', '203.0.113.50')).kind).toBe('ok');
    expect(checks).toBe(ACCOUNT_RULE.limit + 1);
  });
});

import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { loginFailures } from '@/db/schema';
import { auth } from './auth';
import { loginKeys, loginState } from './login-state';

/** The accounts a login signs in to: the owners' portal, or the back office (its keys apart). */
export type LoginSystem = {
  keyPrefix: string;
  signIn: (email: string, password: string, headers: Headers) => Promise<unknown>;
};

const OWNERS: LoginSystem = {
  keyPrefix: '',
  signIn: (email, password, headers) => auth().api.signInEmail({ body: { email, password }, headers }),
};

export type LoginResult =
  { kind: 'ok' } | { kind: 'invalid' } | { kind: 'locked'; retryAfterMs: number } | { kind: 'challenge' };

/**
 * An owner's login: refused while this account is locked for this address, or this address is
 * locked; an account under attack from many addresses is not locked but asks for a solved
 * proof-of-work (`proofOk`). A wrong password and an unknown account answer alike (better-auth
 * hashes a password for unknown accounts too, so the time taken is the same); each failure counts
 * for the pair, the address and the account.
 *
 * The attempt is counted before the password is checked, under a lock of the account and one of
 * the address (issues 33, 43): attempts sent at the same moment, from one address or from many,
 * each see those before them, so none slips past a limit: at most ACCOUNT_RULE's five checks of an
 * account in its window without a solved proof-of-work, whatever the number of addresses. A right
 * password takes its attempt back.
 */
export async function login(
  input: { email: string; password: string; ip: string; headers: Headers; proof?: () => Promise<boolean> },
  db: Db = getDb(),
  now = new Date(),
  system: LoginSystem = OWNERS,
): Promise<LoginResult> {
  const email = `${system.keyPrefix}${input.email.trim().toLowerCase()}`;
  const first = await loginState(email, input.ip, now, db);
  if (first.lock.locked) return { kind: 'locked', retryAfterMs: first.lock.retryAfterMs };
  if (first.challenged && !(await input.proof?.())) return { kind: 'challenge' };
  const proved = first.challenged;
  const { pair, address, account } = loginKeys(email, input.ip);
  const claim = await db.transaction(async (tx) => {
    // The account's count and the address's, each under its lock, always in this order: attempts
    // for one account from many addresses at the same moment see each other too (issue 43: twenty
    // from twenty addresses checked 9 to 15 passwords past the account's five).
    for (const key of [account, address])
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${key}`}))`);
    const state = await loginState(email, input.ip, now, tx);
    if (state.lock.locked) return state.lock;
    if (state.challenged && !proved) return { challenge: true as const };
    const rows = await tx
      .insert(loginFailures)
      .values([
        { key: pair, at: now },
        { key: address, at: now },
        { key: account, at: now },
      ])
      .returning({ id: loginFailures.id });
    return { locked: false as const, ids: rows.map((r) => r.id) };
  });
  if ('challenge' in claim) return { kind: 'challenge' };
  if (claim.locked) return { kind: 'locked', retryAfterMs: claim.retryAfterMs };
  try {
    await system.signIn(input.email.trim().toLowerCase(), input.password, input.headers);
  } catch (error) {
    // Not a refusal (the database or the auth library failed): the attempt is not held against anyone.
    if (!(error instanceof APIError)) {
      await db.delete(loginFailures).where(inArray(loginFailures.id, claim.ids));
      throw error;
    }
    return { kind: 'invalid' };
  }
  await db.delete(loginFailures).where(inArray(loginFailures.key, [pair, account]));
  await db.delete(loginFailures).where(inArray(loginFailures.id, claim.ids));
  return { kind: 'ok' };
}

export async function logout(headers: Headers): Promise<void> {
  await auth().api.signOut({ headers });
}

/** The signed-in portal user, or null. */
export async function currentUser(headers: Headers): Promise<{ id: string; email: string; name: string } | null> {
  const session = await auth().api.getSession({ headers });
  return session ? { id: session.user.id, email: session.user.email, name: session.user.name } : null;
}

import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
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
  | { kind: 'ok' }
  | { kind: 'invalid' }
  | { kind: 'locked'; retryAfterMs: number }
  | { kind: 'paused'; retryAfterMs: number };

/**
 * An owner's login: refused while this account is locked for this address, or this address is
 * locked, or the account's sign-in is paused (`paused`: ACCOUNT_RULE's five failures in 15
 * minutes, from any number of addresses; a new password through the forgot-password link ends
 * it). A wrong password and an unknown account answer alike (better-auth hashes a password for
 * unknown accounts too, so the time taken is the same, and an unknown account is paused alike);
 * each failure counts for the pair, the address and the account.
 *
 * The attempt is counted before the password is checked, in one transaction under a lock of the
 * account and one of the address (issues 33, 43): attempts sent at the same moment, from one
 * address or from many, each see those before them, so none slips past a limit: at most five
 * password checks of an account in its window, whatever the number of addresses. A right password
 * takes its own attempt back (an owner who signs in often is never paused) and forgets this
 * address's failures for the account; the account's other failures stay counted.
 */
export async function login(
  input: { email: string; password: string; ip: string; headers: Headers },
  db: Db = getDb(),
  now = new Date(),
  system: LoginSystem = OWNERS,
): Promise<LoginResult> {
  const email = `${system.keyPrefix}${input.email.trim().toLowerCase()}`;
  const refusal = (state: Awaited<ReturnType<typeof loginState>>): LoginResult | null =>
    state.paused.locked
      ? { kind: 'paused', retryAfterMs: state.paused.retryAfterMs }
      : state.lock.locked
        ? { kind: 'locked', retryAfterMs: state.lock.retryAfterMs }
        : null;
  // A cheap look first: an account or address already refused takes no lock.
  const early = refusal(await loginState(email, input.ip, now, db));
  if (early) return early;
  const { pair, address, account } = loginKeys(email, input.ip);
  const claim = await db.transaction(async (tx) => {
    // The account's count and the address's, each under its lock, always in this order, read and
    // taken in this transaction: attempts for one account from many addresses at the same moment
    // see each other (issue 43: twenty from twenty addresses checked 9 to 15 passwords past five).
    for (const key of [account, address])
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${key}`}))`);
    const refused = refusal(await loginState(email, input.ip, now, tx));
    if (refused) return { refused, ids: [] };
    const rows = await tx
      .insert(loginFailures)
      .values([
        { key: pair, at: now },
        { key: address, at: now },
        { key: account, at: now },
      ])
      .returning({ id: loginFailures.id });
    return { refused: null, ids: rows.map((r) => r.id) };
  });
  if (claim.refused) return claim.refused;
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
  await db.delete(loginFailures).where(eq(loginFailures.key, pair));
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

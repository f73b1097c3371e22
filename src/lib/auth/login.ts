import 'server-only';
import { inArray } from 'drizzle-orm';
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
 */
export async function login(
  input: { email: string; password: string; ip: string; headers: Headers; proof?: () => Promise<boolean> },
  db: Db = getDb(),
  now = new Date(),
  system: LoginSystem = OWNERS,
): Promise<LoginResult> {
  const email = `${system.keyPrefix}${input.email.trim().toLowerCase()}`;
  const state = await loginState(email, input.ip, now, db);
  if (state.lock.locked) return { kind: 'locked', retryAfterMs: state.lock.retryAfterMs };
  if (state.challenged && !(await input.proof?.())) return { kind: 'challenge' };
  const { pair, address, account } = loginKeys(email, input.ip);
  try {
    await system.signIn(input.email.trim().toLowerCase(), input.password, input.headers);
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    await db.insert(loginFailures).values([
      { key: pair, at: now },
      { key: address, at: now },
      { key: account, at: now },
    ]);
    return { kind: 'invalid' };
  }
  await db.delete(loginFailures).where(inArray(loginFailures.key, [pair, account]));
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

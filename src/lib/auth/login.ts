import 'server-only';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { loginFailures } from '@/db/schema';
import { ACCOUNT_RULE, ADDRESS_RULE, combine, lockoutState } from '@/domain/lockout';
import { auth } from './auth';

export type LoginResult = { kind: 'ok' } | { kind: 'invalid' } | { kind: 'locked'; retryAfterMs: number };

const keys = (email: string, ip: string) => ({ account: `account:${email}`, address: `ip:${ip}` });

async function lockout(email: string, ip: string, now: Date, db: Db) {
  const { account, address } = keys(email, ip);
  const since = new Date(now.getTime() - Math.max(ACCOUNT_RULE.windowMs, ADDRESS_RULE.windowMs));
  const rows = await db
    .select({ key: loginFailures.key, at: loginFailures.at })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, [account, address]), gt(loginFailures.at, since)));
  const at = (key: string) => rows.filter((r) => r.key === key).map((r) => r.at);
  return combine(lockoutState(at(account), now, ACCOUNT_RULE), lockoutState(at(address), now, ADDRESS_RULE));
}

/**
 * An owner's login: refused while the address or the account is locked out; a wrong password and
 * an unknown account answer alike (better-auth hashes a password for unknown accounts too, so the
 * time taken is the same); each failure counts for the address and the account.
 */
export async function login(
  input: { email: string; password: string; ip: string; headers: Headers },
  db: Db = getDb(),
  now = new Date(),
): Promise<LoginResult> {
  const email = input.email.trim().toLowerCase();
  const locked = await lockout(email, input.ip, now, db);
  if (locked.locked) return { kind: 'locked', retryAfterMs: locked.retryAfterMs };
  try {
    await auth().api.signInEmail({ body: { email, password: input.password }, headers: input.headers });
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    const { account, address } = keys(email, input.ip);
    await db.insert(loginFailures).values([{ key: account, at: now }, { key: address, at: now }]);
    return { kind: 'invalid' };
  }
  await db.delete(loginFailures).where(eq(loginFailures.key, keys(email, input.ip).account));
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

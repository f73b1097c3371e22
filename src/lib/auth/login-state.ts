import 'server-only';
import { and, gt, inArray, like, or } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { loginFailures } from '@/db/schema';
import { ACCOUNT_RULE, ADDRESS_RULE, combine, lockoutState, PAIR_RULE } from '@/domain/access/lockout';

/** The keys failed logins are counted under (login_failures): this account from this address, this address, this account. */
export const loginKeys = (email: string, ip: string) => ({
  pair: `pair:${ip}:${email}`,
  address: `ip:${ip}`,
  account: `account:${email}`,
});

/**
 * The lock of this account from this address, or of this address; and the pause of the account
 * itself, whatever the address (issue 43: a hard cap, ACCOUNT_RULE).
 */
export async function loginState(email: string, ip: string, now: Date, db: Pick<Db, 'select'> = getDb()) {
  const { pair, address, account } = loginKeys(email, ip);
  const since = new Date(now.getTime() - Math.max(PAIR_RULE.windowMs, ADDRESS_RULE.windowMs, ACCOUNT_RULE.windowMs));
  const rows = await db
    .select({ key: loginFailures.key, at: loginFailures.at })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, [pair, address, account]), gt(loginFailures.at, since)));
  const at = (key: string) => rows.filter((r) => r.key === key).map((r) => r.at);
  return {
    lock: combine(lockoutState(at(pair), now, PAIR_RULE), lockoutState(at(address), now, ADDRESS_RULE)),
    paused: lockoutState(at(account), now, ACCOUNT_RULE),
  };
}

/**
 * A new password ends the account's pause (the forgot-password link is the owner's way back in):
 * its failures, from every address, are forgotten. `email` carries the system's key prefix
 * (`staff:` for the back office). Called by better-auth after a successful reset.
 */
export async function endLoginPause(email: string, db: Pick<Db, 'delete'> = getDb()): Promise<void> {
  const key = email.trim().toLowerCase();
  const { account } = loginKeys(key, '');
  const pairs = `pair:%:${key.replace(/[\\%_]/g, (c) => `\\${c}`)}`;
  await db.delete(loginFailures).where(or(inArray(loginFailures.key, [account]), like(loginFailures.key, pairs)));
}

import 'server-only';
import { and, gt, inArray } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { loginFailures } from '@/db/schema';
import { ACCOUNT_RULE, ADDRESS_RULE, combine, lockoutState, PAIR_RULE } from '@/domain/lockout';

/** The keys failed logins are counted under (login_failures): this account from this address, this address, this account. */
export const loginKeys = (email: string, ip: string) => ({
  pair: `pair:${ip}:${email}`,
  address: `ip:${ip}`,
  account: `account:${email}`,
});

/** The lock of this account from this address, or of this address; and whether the account asks for the proof-of-work. */
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
    challenged: lockoutState(at(account), now, ACCOUNT_RULE).locked,
  };
}

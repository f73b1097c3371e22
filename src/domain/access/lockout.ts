/**
 * Login lock-out (issues 8 and 17): too many failed logins for one account from one address (the
 * pair), or from one address for any accounts, lock further attempts of that pair or address
 * until the oldest counted failure leaves the window. Failures for one account from any number of
 * addresses pause the account's sign-in (issue 43): past ACCOUNT_RULE no password of that account
 * is checked until the window lets one go, or until its owner sets a new password through the
 * forgot-password link, which ends the pause (docs/decisions/014).
 */
export type LockoutRule = { limit: number; windowMs: number };

export const PAIR_RULE: LockoutRule = { limit: 5, windowMs: 15 * 60_000 };
export const ADDRESS_RULE: LockoutRule = { limit: 20, windowMs: 15 * 60_000 };
/** A hard cap: at most five password checks of one account per 15 minutes, from any number of addresses. */
export const ACCOUNT_RULE: LockoutRule = { limit: 5, windowMs: 15 * 60_000 };

export type Lockout = { locked: false } | { locked: true; retryAfterMs: number };

/**
 * A failure dated after `now` counts too: attempts sent at the same moment each take their time
 * as they start, so the one that waited for the lock finds failures dated a moment after its own
 * time (issue 33: ignoring them gave a sixth and seventh guess over HTTP).
 */
export function lockoutState(failures: readonly Date[], now: Date, rule: LockoutRule): Lockout {
  const since = now.getTime() - rule.windowMs;
  const recent = failures
    .map((d) => d.getTime())
    .filter((t) => t > since)
    .sort((a, b) => a - b);
  if (recent.length < rule.limit) return { locked: false };
  // Unlocks when enough failures have aged out to fall back below the limit.
  const unlockAt = recent[recent.length - rule.limit]! + rule.windowMs;
  return { locked: true, retryAfterMs: Math.max(1000, unlockAt - now.getTime()) };
}

/** The longest of several lock-outs (address and account). */
export function combine(...states: Lockout[]): Lockout {
  const waits = states.flatMap((s) => (s.locked ? [s.retryAfterMs] : []));
  return waits.length ? { locked: true, retryAfterMs: Math.max(...waits) } : { locked: false };
}

/** Minutes to show in the lock-out message, rounded up, at least 1. */
export function waitMinutes(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 60_000));
}

/**
 * Login lock-out (issue 8): too many failed logins from one address or for one account within a
 * window lock further attempts until the oldest counted failure leaves the window.
 */
export type LockoutRule = { limit: number; windowMs: number };

export const ACCOUNT_RULE: LockoutRule = { limit: 5, windowMs: 15 * 60_000 };
export const ADDRESS_RULE: LockoutRule = { limit: 20, windowMs: 15 * 60_000 };

export type Lockout = { locked: false } | { locked: true; retryAfterMs: number };

export function lockoutState(failures: readonly Date[], now: Date, rule: LockoutRule): Lockout {
  const since = now.getTime() - rule.windowMs;
  const recent = failures.map((d) => d.getTime()).filter((t) => t > since && t <= now.getTime()).sort((a, b) => a - b);
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

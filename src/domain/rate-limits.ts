/**
 * Submissions accepted per address and form in one window. Visitors with JavaScript also solved
 * a proof-of-work; without JavaScript only the honeypot and this stricter limit stop a bot.
 */
export const RATE_LIMITS = {
  pow: { limit: 10, windowMs: 10 * 60_000 },
  nojs: { limit: 5, windowMs: 60 * 60_000 },
} as const;

/** The start of the fixed window `now` falls in. */
export function windowStart(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

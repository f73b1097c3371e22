/**
 * Submissions accepted per address and form in one window. Visitors with JavaScript also solved
 * a proof-of-work; without JavaScript only the honeypot and this stricter limit stop a bot.
 */
export const RATE_LIMITS = {
  /** Per form and address, with the proof-of-work solved. */
  pow: { limit: 10, windowMs: 10 * 60_000 },
  /** Per address, every form together, without JavaScript (no proof-of-work): much stricter (issue 17). */
  nojs: { limit: 3, windowMs: 60 * 60_000 },
  /** Send-to-friend mails one mailbox receives a day, from anyone. */
  friendRecipient: { limit: 3, windowMs: 24 * 60 * 60_000 },
} as const;

/** The start of the fixed window `now` falls in. */
export function windowStart(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

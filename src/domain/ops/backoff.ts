/**
 * Delay before the next delivery attempt after `attempts` failures: 30 s doubling, capped at one
 * hour. Mail is never given up (docs/product-decisions.md#forms: a mail failure never loses a submission); the cap
 * keeps a long outage from turning into a flood of attempts.
 */
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 60 * 60_000;

export function backoffMs(attempts: number): number {
  if (!Number.isFinite(attempts) || attempts < 1) return 0;
  const exp = Math.min(attempts - 1, 20);
  return Math.min(BACKOFF_BASE_MS * 2 ** exp, BACKOFF_MAX_MS);
}

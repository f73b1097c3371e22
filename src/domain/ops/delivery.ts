/**
 * What the back office says about a queued mail (the queue never drops one: lib/mail/sender.ts
 * retries with a growing delay). `failed`: the mail server refused it for good (a 5xx answer) or
 * it failed FAILED_AFTER times; someone at the agency should look, and may send it again.
 */
export type DeliveryState = 'sent' | 'waiting' | 'retrying' | 'failed';
export const FAILED_AFTER = 5;

export function deliveryState(mail: { status: string; attempts: number; lastError: string | null }): DeliveryState {
  if (mail.status === 'sent') return 'sent';
  if (mail.attempts === 0) return 'waiting';
  if (mail.attempts >= FAILED_AFTER || /(^|\D)5\d\d(\D|$)/.test(mail.lastError ?? '')) return 'failed';
  return 'retrying';
}

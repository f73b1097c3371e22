import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * SweepBright's webhook (issue 30, docs/connectors.md): `{"event", "estate_id", "happened_at",
 * "company_id"}` signed in `X-Hook-Signature` with the hex HMAC-SHA1 of the raw body, keyed with
 * the client secret. Checked here before anything is stored: the signature in constant time, the
 * shape, a known event, and an age (a captured body sent again days later is refused; within the
 * window the stored digest refuses it). Pure.
 */
const HOOK_EVENTS = ['estate-added', 'estate-updated', 'estate-deleted'] as const;
export type HookEvent = { event: (typeof HOOK_EVENTS)[number]; estateId: string; happenedAt: Date; digest: string };
export type HookCheck = { ok: true; hook: HookEvent } | { ok: false; status: 400 | 401; reason: string };

export const MAX_HOOK_BYTES = 16 * 1024;
/** How old an event may be when it arrives; its digest is kept at least this long. */
export const HOOK_MAX_AGE_MS = 24 * 3_600_000;
const FUTURE_MS = 5 * 60_000;

export function signHook(body: Buffer | string, secret: string): string {
  return createHmac('sha1', secret).update(body).digest('hex');
}

export function checkHook(body: Buffer, signature: string | null, secret: string, now = new Date()): HookCheck {
  const given = Buffer.from(
    String(signature ?? '')
      .trim()
      .toLowerCase(),
    'utf8',
  );
  const expected = Buffer.from(signHook(body, secret), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, status: 401, reason: 'missing or wrong X-Hook-Signature' };
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
  } catch {
    return { ok: false, status: 400, reason: 'the body is not JSON' };
  }
  if (!json || typeof json !== 'object') return { ok: false, status: 400, reason: 'the body is not an object' };
  const event = json.event;
  if (!HOOK_EVENTS.includes(event as 'estate-added'))
    return { ok: false, status: 400, reason: `unknown event ${JSON.stringify(event)?.slice(0, 60)}` };
  const estateId = json.estate_id;
  if (typeof estateId !== 'string' || !/^[A-Za-z0-9-]{1,64}$/.test(estateId))
    return { ok: false, status: 400, reason: 'estate_id: expected the estate’s id' };
  const happenedAt = typeof json.happened_at === 'string' ? new Date(json.happened_at) : new Date(Number.NaN);
  if (Number.isNaN(happenedAt.getTime()))
    return { ok: false, status: 400, reason: 'happened_at: expected a date and time' };
  const age = now.getTime() - happenedAt.getTime();
  if (age > HOOK_MAX_AGE_MS || age < -FUTURE_MS)
    return { ok: false, status: 400, reason: 'happened_at: too old or in the future (a replayed event?)' };
  const digest = createHash('sha256').update(body).digest('hex');
  return { ok: true, hook: { event: event as HookEvent['event'], estateId, happenedAt, digest } };
}

import { describe, expect, it } from 'vitest';
import { checkHook, signHook } from './sweepbright-hook';

const secret = 'a-client-secret-of-forty-characters-long';
const now = new Date('2026-11-26T12:00:00Z');
const body = (over: Record<string, unknown> = {}) =>
  Buffer.from(
    JSON.stringify({
      event: 'estate-updated',
      estate_id: '3f0b6a52-9f1e-4c1a-9d7e-2b8f4c6e1a01',
      happened_at: '2026-11-26T11:59:58+00:00',
      company_id: 'b1c2d3e4-0000-4000-8000-000000000001',
      ...over,
    }),
  );

describe('checkHook', () => {
  it('takes a body signed with the client secret (hex HMAC-SHA1 of its bytes)', () => {
    const raw = body();
    const check = checkHook(raw, signHook(raw, secret), secret, now);
    expect(check).toMatchObject({
      ok: true,
      hook: { event: 'estate-updated', estateId: '3f0b6a52-9f1e-4c1a-9d7e-2b8f4c6e1a01' },
    });
    if (check.ok) expect(check.hook.digest).toMatch(/^[0-9a-f]{64}$/);
    // Upper-case hex is the same signature.
    expect(checkHook(raw, signHook(raw, secret).toUpperCase(), secret, now).ok).toBe(true);
  });

  it('refuses a missing, forged or other-secret signature, and a body changed after signing', () => {
    const raw = body();
    expect(checkHook(raw, null, secret, now)).toMatchObject({ ok: false, status: 401 });
    expect(checkHook(raw, 'x'.repeat(40), secret, now)).toMatchObject({ ok: false, status: 401 });
    expect(checkHook(raw, signHook(raw, 'another secret'), secret, now)).toMatchObject({ ok: false, status: 401 });
    const changed = body({ event: 'estate-deleted' });
    expect(checkHook(changed, signHook(raw, secret), secret, now)).toMatchObject({ ok: false, status: 401 });
  });

  it('refuses an unknown event, a bad id, and an event too old or from the future', () => {
    const signed = (raw: Buffer) => checkHook(raw, signHook(raw, secret), secret, now);
    expect(signed(body({ event: 'estate-sold' }))).toEqual({
      ok: false,
      status: 400,
      reason: 'unknown event "estate-sold"',
    });
    expect(signed(body({ estate_id: '../../etc' }))).toMatchObject({ ok: false, status: 400 });
    expect(signed(body({ happened_at: '2026-11-24T11:00:00Z' }))).toMatchObject({ ok: false, status: 400 });
    expect(signed(body({ happened_at: '2026-11-26T13:00:00Z' }))).toMatchObject({ ok: false, status: 400 });
    expect(signed(Buffer.from('not json'))).toMatchObject({ ok: false, status: 400, reason: 'the body is not JSON' });
  });
});

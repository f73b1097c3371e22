import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@/db/open';
import { createTestDb } from '@/db/test-db';
import { submissions } from '@/db/schema';
import { RATE_LIMITS } from '@/domain/access/rate-limits';
import { newFormToken } from './form-token';
import { handleLead, type LeadOutcome } from './handle-lead';
import { takeRateLimit } from './rate-limit';

/**
 * The order of a lead post's checks (handle-lead.ts): kind → honeypot → schema → form token →
 * bot check → rate limit → property → store. The first design named "honeypot, captcha,
 * rate limit → zod"; the code validates before the captcha so a typo does not spend the visitor's
 * proof-of-work (docs/decisions/021-one-module-per-form.md).
 * Each case below fails two checks at once: swapping them in the code turns the answer.
 */

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle.close());

let n = 0;
const fresh = () => `192.0.2.${++n}`;
const valid = { firstName: 'An', lastName: 'Peeters', email: 'an@example.be' };

function post(fields: Record<string, string>, hidden: Record<string, string> = {}): FormData {
  const fd = new FormData();
  const all = { _form: 'contact', _locale: 'nl', _token: newFormToken(), website_url: '', ...hidden, ...fields };
  for (const [k, v] of Object.entries(all)) fd.append(k, v);
  return fd;
}
const send = (fd: FormData, address = fresh()) => handleLead(fd, { address: async () => address, db: handle.db });

/** The form-wide messages of a refusal, and whether any field has its own. */
function refusal(outcome: LeadOutcome) {
  if (outcome.done) return { formErrors: ['(sent)'], fieldErrors: false };
  const error = outcome.reply?.error ?? {};
  return {
    formErrors: error[''] ?? [],
    fieldErrors: Object.entries(error).some(([k, v]) => k !== '' && (v?.length ?? 0) > 0),
  };
}

async function exhaust(bucket: string, limit: number, windowMs: number) {
  for (let i = 0; i < limit; i++) await takeRateLimit(bucket, limit, windowMs, new Date(), handle.db);
}

describe('handleLead: the order of the checks', () => {
  it('the form kind comes first: an unknown form with a filled honeypot is "invalid"', async () => {
    expect(refusal(await send(post({ ...valid, website_url: 'x' }, { _form: 'admin' })))).toEqual({
      formErrors: ['invalid'],
      fieldErrors: false,
    });
  });

  it('the honeypot beats the schema and the token: nothing is parsed, one message, the values kept', async () => {
    const outcome = await send(
      post({ firstName: '', email: 'not-an-address', website_url: 'x' }, { _token: 'forged' }),
    );
    expect(refusal(outcome)).toEqual({ formErrors: ['bot'], fieldErrors: false });
    expect(!outcome.done && outcome.reply?.initialValue).toMatchObject({ email: 'not-an-address' });
  });

  it('the schema beats the form token', async () => {
    expect(refusal(await send(post({ ...valid, email: 'x' }, { _token: 'forged' })))).toEqual({
      formErrors: [],
      fieldErrors: true,
    });
  });

  it('the form token beats the bot check', async () => {
    // With JavaScript and no proof-of-work the bot check refuses; the forged token is named first.
    expect(refusal(await send(post(valid, { _token: 'forged', _js: '1' })))).toEqual({
      formErrors: ['expired'],
      fieldErrors: false,
    });
  });

  it('the bot check beats the rate limit', async () => {
    const address = fresh();
    await exhaust(`contact:pow:${address}`, RATE_LIMITS.pow.limit, RATE_LIMITS.pow.windowMs);
    await exhaust(`nojs:${address}`, RATE_LIMITS.nojs.limit, RATE_LIMITS.nojs.windowMs);
    expect(refusal(await send(post(valid, { _captcha: 'not-a-solution' }), address))).toEqual({
      formErrors: ['captcha'],
      fieldErrors: false,
    });
  });

  it('the rate limit beats the property check', async () => {
    const address = fresh();
    await exhaust(`nojs:${address}`, RATE_LIMITS.nojs.limit, RATE_LIMITS.nojs.windowMs);
    expect(refusal(await send(post({ ...valid, propertyId: '999999' }, { _form: 'visit' }), address))).toEqual({
      formErrors: ['rateLimited'],
      fieldErrors: false,
    });
  });

  it('the property check comes before storing: nothing is kept', async () => {
    const fd = post({ ...valid, propertyId: '999999' }, { _form: 'visit' });
    expect(refusal(await send(fd))).toEqual({ formErrors: ['propertyMissing'], fieldErrors: false });
    const rows = await handle.db
      .select()
      .from(submissions)
      .where(eq(submissions.token, String(fd.get('_token'))));
    expect(rows).toEqual([]);
  });

  it('a post that passes every check is stored and goes to its thank-you page', async () => {
    const fd = post(valid);
    const outcome = await send(fd);
    expect(outcome).toMatchObject({ done: true, kind: 'contact', locale: 'nl', queued: true });
    const rows = await handle.db
      .select()
      .from(submissions)
      .where(eq(submissions.token, String(fd.get('_token'))));
    expect(rows).toHaveLength(1);
    // The same form again (a double click): its thank-you page, nothing stored twice.
    expect(await send(fd)).toMatchObject({ done: true, queued: false });
  });
});

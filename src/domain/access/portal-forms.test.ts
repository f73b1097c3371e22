import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { forgotSchema, loginSchema, PASSWORD_LENGTH, resetSchema } from './portal-forms';

/** Parses fields the way the browser posts them (FormData, through Conform's coercion). */
function post(schema: z.ZodType, fields: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  const s = parseWithZod(fd, { schema });
  return { errors: s.reply().error ?? {}, value: s.status === 'success' ? (s.value as Record<string, unknown>) : null };
}

describe('owner login form', () => {
  it('takes an e-mail address and a password, the address trimmed, the password as typed', () => {
    const r = post(loginSchema, { email: ' marie@example.be ', password: ' een-wachtwoord-2026 ', locale: 'nl' });
    expect(r.value).toEqual({ email: 'marie@example.be', password: ' een-wachtwoord-2026 ' });
  });
  it('asks for both when one is missing', () => {
    expect(post(loginSchema, {}).errors).toEqual({ email: ['required'], password: ['missing'] });
    expect(post(loginSchema, { email: 'marie@example.be', password: '' }).errors).toEqual({ password: ['missing'] });
  });
  it("checks the address with the lead forms' rule and limits the lengths better-auth accepts", () => {
    expect(post(loginSchema, { email: 'marie@', password: 'x' }).errors).toEqual({ email: ['email'] });
    expect(post(loginSchema, { email: `${'a'.repeat(250)}@example.be`, password: 'x' }).errors).toEqual({
      email: ['tooLong'],
    });
    const long = 'p'.repeat(PASSWORD_LENGTH.max);
    expect(post(loginSchema, { email: 'a@example.be', password: long }).value).not.toBeNull();
    expect(post(loginSchema, { email: 'a@example.be', password: `${long}p` }).errors).toEqual({
      password: ['tooLong'],
    });
  });
});

describe('forgotten password form', () => {
  it('takes one e-mail address', () => {
    expect(post(forgotSchema, { email: 'marie@example.be' }).value).toEqual({ email: 'marie@example.be' });
    expect(post(forgotSchema, {}).errors).toEqual({ email: ['required'] });
    expect(post(forgotSchema, { email: 'not an address' }).errors).toEqual({ email: ['email'] });
  });
});

describe('new password form', () => {
  const ok = { token: 'abc', password: 'Een-nieuw-wachtwoord-1', confirm: 'Een-nieuw-wachtwoord-1' };
  it('takes the token and a password typed twice', () => {
    expect(post(resetSchema, ok).value).toEqual(ok);
    expect(post(resetSchema, { ...ok, confirm: '' }).value).toBeNull();
  });
  it(`needs ${PASSWORD_LENGTH.min} characters, an empty one too short`, () => {
    expect(post(resetSchema, { ...ok, password: 'short', confirm: 'short' }).errors).toEqual({ password: ['short'] });
    expect(post(resetSchema, { ...ok, password: '', confirm: '' }).errors).toEqual({ password: ['short'] });
    const long = 'p'.repeat(PASSWORD_LENGTH.max + 1);
    expect(post(resetSchema, { ...ok, password: long, confirm: long }).errors).toEqual({ password: ['tooLong'] });
  });
  it('says when the two differ, once the password itself is fine', () => {
    expect(post(resetSchema, { ...ok, confirm: 'Een-ander-wachtwoord' }).errors).toEqual({ confirm: ['differ'] });
    expect(post(resetSchema, { ...ok, confirm: '' }).errors).toEqual({ confirm: ['differ'] });
  });
  it('turns a missing or oversized token into an empty one (a dead link, answered by the action)', () => {
    expect(post(resetSchema, { ...ok, token: '' }).value?.token).toBe('');
    expect(post(resetSchema, { ...ok, token: 't'.repeat(201) }).value?.token).toBe('');
  });
});

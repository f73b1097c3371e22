import { describe, expect, it } from 'vitest';
import { checkFormToken, FORM_TOKEN_MAX_AGE_MS, formTokensIn, issueFormToken } from './form-token';

const SECRET = 's'.repeat(32);
const now = Date.parse('2026-11-24T10:00:00Z');

describe('the form token (issue 17)', () => {
  it('is 47 characters a form field carries, different every time', () => {
    const a = issueFormToken(SECRET, now);
    expect(a).toMatch(/^[A-Za-z0-9_-]{47}$/);
    expect(issueFormToken(SECRET, now)).not.toBe(a);
  });

  it('is accepted from its issue until a day later', () => {
    const token = issueFormToken(SECRET, now);
    expect(checkFormToken(token, SECRET, now)).toEqual({ ok: true, issuedAt: now });
    expect(checkFormToken(token, SECRET, now + FORM_TOKEN_MAX_AGE_MS).ok).toBe(true);
    expect(checkFormToken(token, SECRET, now + FORM_TOKEN_MAX_AGE_MS + 1)).toEqual({ ok: false, reason: 'expired' });
    expect(checkFormToken(token, SECRET, now - 120_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('cannot be made up, changed or signed with another secret', () => {
    const token = issueFormToken(SECRET, now);
    expect(checkFormToken('x'.repeat(47), SECRET, now)).toEqual({ ok: false, reason: 'forged' });
    expect(
      checkFormToken(`${token.slice(0, 16)}${(now + 1).toString(36).padStart(9, '0')}${token.slice(25)}`, SECRET, now),
    ).toEqual({ ok: false, reason: 'forged' });
    expect(checkFormToken(token, 'o'.repeat(32), now)).toEqual({ ok: false, reason: 'forged' });
    expect(checkFormToken(undefined, SECRET, now)).toEqual({ ok: false, reason: 'forged' });
    expect(checkFormToken('../../etc', SECRET, now)).toEqual({ ok: false, reason: 'forged' });
  });

  it('is found in a rendered page, each once, when this server signed it (the page cache replaces them)', () => {
    const [a, b] = [issueFormToken(SECRET), issueFormToken(SECRET)];
    const foreign = issueFormToken('o'.repeat(32));
    const page = Buffer.from(
      `<input name="_token" value="${a}"/><script>self.__next_f.push([1,"{\\"token\\":\\"${a}\\"}"])</script><input value="${b}"><p>${foreign}</p><p>x${a.slice(1)}y</p>`,
    );
    expect(formTokensIn(page, SECRET).sort()).toEqual([a, b].sort());
    expect(formTokensIn(Buffer.from('<p>no form</p>'), SECRET)).toEqual([]);
  });
});

/**
 * The form token (issue 17): issued with the page, sent back with the form. It makes a repeat
 * idempotent (one stored submission per token) and, being signed and time-stamped with the
 * server's secret, it cannot be made up: a script must fetch a page for every submission, within
 * a day. Layout: 16 random hex digits, the issue time in base 36 (9 digits), 22 characters of
 * HMAC-SHA-256 over both (base64url) — 47 characters of [0-9a-zA-Z_-].
 *
 * The page cache (src/server/page-cache.ts) gives every answer of a stored page tokens of its own
 * with it, so that two visitors never share one.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60_000;
/** What signs tokens on a development run without SESSION_SECRET (production requires one: src/env.ts). */
export const DEVELOPMENT_TOKEN_SECRET = 'vitrine-development-form-token-secret';

const SHAPE = /^[0-9a-f]{16}[0-9a-z]{9}[A-Za-z0-9_-]{22}$/;
/** A token's shape anywhere in a page (in a field's value, in Next's payload). */
const IN_TEXT = /(?<![A-Za-z0-9_-])[0-9a-f]{16}[0-9a-z]{9}[A-Za-z0-9_-]{22}(?![A-Za-z0-9_-])/g;

export type TokenCheck = { ok: true; issuedAt: number } | { ok: false; reason: 'forged' | 'expired' };

const mac = (secret: string, body: string): string =>
  createHmac('sha256', secret).update(`form-token\n${body}`).digest('base64url').slice(0, 22);

export function issueFormToken(secret: string, now = Date.now()): string {
  const body = `${randomBytes(8).toString('hex')}${now.toString(36).padStart(9, '0')}`;
  return `${body}${mac(secret, body)}`;
}

/** Whether `token` was signed with `secret` and is still young enough. */
export function checkFormToken(token: unknown, secret: string, now = Date.now()): TokenCheck {
  if (typeof token !== 'string' || !SHAPE.test(token)) return { ok: false, reason: 'forged' };
  const body = token.slice(0, 25);
  const given = Buffer.from(token.slice(25));
  const wanted = Buffer.from(mac(secret, body));
  if (!timingSafeEqual(given, wanted)) return { ok: false, reason: 'forged' };
  const issuedAt = parseInt(body.slice(16), 36);
  // A token from the future (a clock step between servers) up to a minute is fine.
  if (issuedAt > now + 60_000 || now - issuedAt > FORM_TOKEN_MAX_AGE_MS) return { ok: false, reason: 'expired' };
  return { ok: true, issuedAt };
}

/**
 * The tokens this server signed that a rendered page carries, each once: what a stored page must
 * replace in every answer. Text of the same shape that is not signed with `secret` is left alone.
 */
export function formTokensIn(page: Buffer, secret: string): string[] {
  const found = new Set(page.toString('latin1').match(IN_TEXT) ?? []);
  // Copies: a match is a slice of the page's whole text, which it would keep in memory as long as
  // the stored page keeps its tokens (a 230 KB string per stored page, outside the cache's bound).
  return [...found].filter((token) => checkFormToken(token, secret).ok).map((token) => Buffer.from(token).toString());
}

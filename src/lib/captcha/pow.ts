import 'server-only';
import { randomBytes } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { captchaRedemptions } from '@/db/schema';
import { env } from '@/env';

/**
 * ALTCHA proof-of-work (altcha-lib v2, SHA-256): the server signs a challenge, the browser finds
 * the counter whose key starts with the prefix, the server checks signature, expiry and solution
 * and redeems it once. No third-party script, no cookie (docs/product-decisions.md#forms).
 */
const KEY_PREFIX = '000'; // 12 bits: about 4,000 hashes, well under a second on a phone
const TTL_MS = 30 * 60_000;
const holder = globalThis as typeof globalThis & { __vitrinePowSecret?: string };

function secret(): string {
  // A per-process secret is enough without SESSION_SECRET (development: one process).
  return env().SESSION_SECRET ?? (holder.__vitrinePowSecret ??= randomBytes(32).toString('hex'));
}

export async function issueChallenge(now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    deriveKey,
    keyPrefix: KEY_PREFIX,
    hmacSignatureSecret: secret(),
    expiresAt: new Date(now + TTL_MS),
  });
}

type Payload = { challenge: Challenge; solution: Solution };

function decode(text: string): Payload | null {
  if (text.length > 4000) return null;
  try {
    const value = JSON.parse(Buffer.from(text, 'base64').toString('utf8')) as Payload;
    if (
      !value?.challenge?.parameters ||
      typeof value.challenge.signature !== 'string' ||
      typeof value.solution?.counter !== 'number'
    )
      return null;
    if (value.challenge.parameters.keyPrefix !== KEY_PREFIX || value.challenge.parameters.algorithm !== 'SHA-256')
      return null;
    return value;
  } catch {
    return null;
  }
}

/** True for a valid, unexpired solution not used before; the solution is spent by this call. */
export async function redeemSolution(text: string, db: Db = getDb()): Promise<boolean> {
  const payload = decode(text);
  if (!payload) return false;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: secret(),
    });
    if (!result.verified) return false;
  } catch {
    return false;
  }
  const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000);
  await db.delete(captchaRedemptions).where(lt(captchaRedemptions.expiresAt, new Date()));
  const inserted = await db
    .insert(captchaRedemptions)
    .values({ signature: payload.challenge.signature!, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: captchaRedemptions.signature });
  return inserted.length === 1;
}

import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '@/env';

/**
 * The token another process (an import on PostgreSQL, a back office) sends to /api/revalidate/:
 * derived from SESSION_SECRET, so there is no second secret to configure.
 */
function revalidateToken(secret = env().SESSION_SECRET): string | null {
  return secret ? createHmac('sha256', secret).update('vitrine:revalidate').digest('hex') : null;
}

export function isRevalidateToken(given: string | null, secret = env().SESSION_SECRET): boolean {
  const expected = revalidateToken(secret);
  if (!expected || !given || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

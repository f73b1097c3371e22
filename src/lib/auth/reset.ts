import 'server-only';
import { and, gt, eq } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { loginFailures } from '@/db/schema';
import { ADDRESS_RULE, lockoutState } from '@/domain/lockout';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { auth } from './auth';

/**
 * Asks for a reset link. The answer never says whether the account exists; requests count
 * against the address like failed logins, so the form cannot be used to flood a mailbox.
 */
export async function requestReset(email: string, ip: string, locale: AppLocale, db: Db = getDb(), now = new Date()) {
  const key = `reset:${ip}`;
  const since = new Date(now.getTime() - ADDRESS_RULE.windowMs);
  const recent = await db.select({ at: loginFailures.at }).from(loginFailures).where(and(eq(loginFailures.key, key), gt(loginFailures.at, since)));
  const state = lockoutState(recent.map((r) => r.at), now, { limit: 5, windowMs: ADDRESS_RULE.windowMs });
  if (state.locked) return state;
  await db.insert(loginFailures).values({ key, at: now });
  await auth().api.requestPasswordReset({ body: { email: email.trim().toLowerCase(), redirectTo: getPathname({ locale, href: '/login/reset' }) } });
  return { locked: false as const };
}

/** Sets a new password with a reset token: false when the token is unknown, used or expired. */
export async function resetPassword(token: string, newPassword: string): Promise<boolean> {
  try {
    await auth().api.resetPassword({ body: { token, newPassword } });
    return true;
  } catch (error) {
    if (error instanceof APIError) return false;
    throw error;
  }
}

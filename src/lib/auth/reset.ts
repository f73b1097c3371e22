import 'server-only';
import { APIError } from 'better-auth/api';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { auth } from './auth';
import { takeResetMail } from './reset-limits';

/**
 * Sends the reset link (to the language's reset page, `redirectTo`), after the answer, so an
 * existing account does not answer more slowly: at most RESET_MAILS_PER_HOUR to one mailbox, so
 * the form cannot flood an owner from many addresses.
 */
export async function sendReset(
  email: string,
  redirectTo: string,
  db: Db = getDb(),
  now = new Date(),
): Promise<boolean> {
  const address = email.trim().toLowerCase();
  if (!(await takeResetMail(address, db, now))) return false;
  await auth().api.requestPasswordReset({ body: { email: address, redirectTo } });
  return true;
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

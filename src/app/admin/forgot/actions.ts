'use server';

import { after } from 'next/server';
import { redirect } from 'next/navigation';
import { parseWithZod } from '@conform-to/zod/v4';
import { getDb } from '@/db/client';
import { forgotSchema } from '@/domain/access/portal-forms';
import { waitMinutes } from '@/domain/access/lockout';
import { takeResetAttempt } from '@/lib/auth/reset-limits';
import { clientAddress } from '@/lib/security/client-address';
import { sendStaffReset } from '@/lib/staff/invite';
import { asForm } from '@/lib/security/as-form';

/**
 * A staff member forgot their password. The answer is the same, in the same time, whether or not
 * the address has an account: the link is looked up and mailed after the answer has left. One
 * address may ask 5 times in 15 minutes (the owners' rule, under a key of its own).
 */
export async function staffForgotAction(form: FormData): Promise<void> {
  form = asForm(form);
  const submission = parseWithZod(form, { schema: forgotSchema });
  if (submission.status === 'success') {
    const { email } = submission.value;
    const attempt = await takeResetAttempt(`staff:${await clientAddress()}`);
    if (attempt.locked) redirect(`/admin/forgot/?locked=${waitMinutes(attempt.retryAfterMs)}`);
    after(() => sendStaffReset(getDb(), email));
  }
  redirect('/admin/forgot/?sent=1');
}

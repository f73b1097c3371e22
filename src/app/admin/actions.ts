'use server';

import { headers } from 'next/headers';
import { parseWithZod } from '@conform-to/zod/v4';
import { redirect } from 'next/navigation';
import { waitMinutes } from '@/domain/access/lockout';
import { loginSchema } from '@/domain/access/portal-forms';
import { clientAddress } from '@/lib/security/client-address';
import { adminTexts } from '@/lib/staff/admin-page';
import { staffLogin, staffLogout } from '@/lib/staff/session';
import type { StaffLoginState } from '@/components/admin/staff-login-form';
import { asForm } from '@/lib/security/as-form';

/** The back office's sign-in: the owners' protections (equal answers, lock-out, the account's pause). */
export async function staffLoginAction(_previous: StaffLoginState, form: FormData): Promise<StaffLoginState> {
  form = asForm(form);
  const submission = parseWithZod(form, { schema: loginSchema });
  // The password never comes back in the page.
  if (submission.status !== 'success') return { result: submission.reply({ hideFields: ['password'] }) };
  const t = await adminTexts();
  const refuse = (error: string, message: string): StaffLoginState => ({
    result: submission.reply({ formErrors: [error], hideFields: ['password'] }),
    message,
  });
  const { email, password } = submission.value;
  const result = await staffLogin({ email, password, ip: await clientAddress(), headers: await headers() });
  if (result.kind === 'paused') return refuse('paused', t('paused', { minutes: waitMinutes(result.retryAfterMs) }));
  if (result.kind === 'locked') return refuse('locked', t('locked', { minutes: waitMinutes(result.retryAfterMs) }));
  if (result.kind === 'invalid') return refuse('invalid', t('invalid'));
  redirect('/admin/');
}

export async function staffLogoutAction(): Promise<void> {
  await staffLogout();
  redirect('/admin/login/');
}

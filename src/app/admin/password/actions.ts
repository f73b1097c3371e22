'use server';

import { redirect } from 'next/navigation';
import { APIError } from 'better-auth/api';
import { parseWithZod } from '@conform-to/zod/v4';
import { resetSchema } from '@/domain/access/portal-forms';
import { staffAuth } from '@/lib/staff/auth';
import type { PasswordState } from '@/components/admin/staff-password-form';
import { asForm } from '@/lib/security/as-form';

/** Sets a staff member's password with the single-use link of an invitation; their other sessions end. */
export async function staffPasswordAction(_previous: PasswordState, form: FormData): Promise<PasswordState> {
  form = asForm(form);
  const submission = parseWithZod(form, { schema: resetSchema });
  const hideFields = ['password', 'confirm', 'token'];
  if (submission.status !== 'success') return { result: submission.reply({ hideFields }) };
  const dead = (): PasswordState => ({ result: submission.reply({ formErrors: ['invalid'], hideFields }) });
  const { token, password } = submission.value;
  try {
    if (!token) return dead();
    await staffAuth().api.resetPassword({ body: { token, newPassword: password } });
  } catch (error) {
    if (error instanceof APIError) return dead();
    throw error;
  }
  redirect('/admin/login/?password=set');
}

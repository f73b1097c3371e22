'use server';

import { redirect } from 'next/navigation';
import { APIError } from 'better-auth/api';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/auth';
import { staffAuth } from '@/lib/staff/auth';
import type { PasswordState } from '@/components/admin/staff-password-form';

/** Sets a staff member's password with the single-use link of an invitation; their other sessions end. */
export async function staffPasswordAction(_previous: PasswordState, form: FormData): Promise<PasswordState> {
  const token = String(form.get('token') ?? '').slice(0, 200);
  const password = String(form.get('password') ?? '').slice(0, 128);
  if (password.length < MIN_PASSWORD_LENGTH) return { error: 'short' };
  if (password !== String(form.get('confirm') ?? '')) return { error: 'differ' };
  try {
    if (!token) return { error: 'invalid' };
    await staffAuth().api.resetPassword({ body: { token, newPassword: password } });
  } catch (error) {
    if (error instanceof APIError) return { error: 'invalid' };
    throw error;
  }
  redirect('/admin/login/?password=set');
}

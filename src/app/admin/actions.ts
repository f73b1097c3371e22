'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { waitMinutes } from '@/domain/lockout';
import { redeemSolution } from '@/lib/captcha/pow';
import { clientAddress } from '@/lib/security/client-address';
import { adminTexts } from '@/lib/staff/admin-page';
import { staffLogin, staffLogout } from '@/lib/staff/session';
import type { StaffLoginState } from '@/components/admin/staff-login-form';

/** The back office's sign-in: the owners' protections (equal answers, lock-out, robot check). */
export async function staffLoginAction(_previous: StaffLoginState, form: FormData): Promise<StaffLoginState> {
  const t = await adminTexts();
  const email = String(form.get('email') ?? '').slice(0, 254);
  const password = String(form.get('password') ?? '').slice(0, 128);
  if (!email.trim() || !password) return { error: 'missing', message: t('missing'), email };
  const captcha = form.get('_captcha');
  const proof = () => (typeof captcha === 'string' && captcha ? redeemSolution(captcha) : Promise.resolve(false));
  const result = await staffLogin({ email, password, ip: await clientAddress(), headers: await headers(), proof });
  if (result.kind === 'locked')
    return { error: 'locked', message: t('locked', { minutes: waitMinutes(result.retryAfterMs) }), email };
  if (result.kind === 'challenge') return { error: 'challenge', message: t('challenge'), email };
  if (result.kind === 'invalid') return { error: 'invalid', message: t('invalid'), email };
  redirect('/admin/');
}

export async function staffLogoutAction(): Promise<void> {
  await staffLogout();
  redirect('/admin/login/');
}

'use server';

import { cookies, headers } from 'next/headers';
import { after } from 'next/server';
import { getPathname, redirect } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { parseWithZod } from '@conform-to/zod/v4';
import { login, logout } from '@/lib/auth/login';
import { resetPassword, sendReset } from '@/lib/auth/reset';
import { takeResetAttempt } from '@/lib/auth/reset-limits';
import { clientAddress } from '@/lib/security/client-address';
import { waitMinutes } from '@/domain/access/lockout';
import { OWNER_HINT_COOKIE } from '@/domain/consent/consent-script';
import { forgotSchema, loginSchema, resetSchema } from '@/domain/access/portal-forms';
import type { LoginState } from '@/components/portal/login-form';
import type { ForgotState } from '@/components/portal/forgot-form';
import type { ResetState } from '@/components/portal/reset-form';
import { env } from '@/env';
import { shownOrDefault } from '@/lib/content/languages';
import { asForm } from '@/lib/security/as-form';

/** How long the top bar offers the portal after a login (a session's length; the portal checks it). */
const OWNER_HINT_SECONDS = 7 * 24 * 3600;

function localeOf(value: FormDataEntryValue | null): AppLocale {
  return shownOrDefault(typeof value === 'string' ? value : null);
}

/** The owner login form's action: works as a plain POST without JavaScript. */
export async function loginAction(_previous: LoginState, form: FormData): Promise<LoginState> {
  form = asForm(form);
  const locale = localeOf(form.get('locale'));
  const submission = parseWithZod(form, { schema: loginSchema });
  // The password never comes back in the page.
  if (submission.status !== 'success') return { result: submission.reply({ hideFields: ['password'] }) };
  const refuse = (error: string, minutes?: number): LoginState => ({
    result: submission.reply({ formErrors: [error], hideFields: ['password'] }),
    minutes,
  });
  const { email, password } = submission.value;
  const result = await login({ email, password, ip: await clientAddress(), headers: await headers() });
  if (result.kind === 'paused') return refuse('paused', waitMinutes(result.retryAfterMs));
  if (result.kind === 'locked') return refuse('locked', waitMinutes(result.retryAfterMs));
  if (result.kind === 'invalid') return refuse('invalid');
  // Readable by the page's head script, so the cached pages' top bar offers the portal (no secret).
  (await cookies()).set(OWNER_HINT_COOKIE, '1', {
    path: '/',
    sameSite: 'lax',
    maxAge: OWNER_HINT_SECONDS,
    secure: env().SITE_URL.startsWith('https:'),
  });
  redirect({ href: '/portal', locale });
  return {};
}

export async function logoutAction(form: FormData): Promise<void> {
  form = asForm(form);
  const locale = localeOf(form.get('locale'));
  await logout(await headers());
  (await cookies()).delete(OWNER_HINT_COOKIE);
  redirect({ href: '/login', locale });
}

/**
 * Always the same answer, in the same time, whether or not the address has an account (no account
 * discovery): the link is looked up and mailed after the answer has left.
 */
export async function forgotAction(_previous: ForgotState, form: FormData): Promise<ForgotState> {
  form = asForm(form);
  const locale = localeOf(form.get('locale'));
  const submission = parseWithZod(form, { schema: forgotSchema });
  if (submission.status !== 'success') return { sent: false, result: submission.reply() };
  const { email } = submission.value;
  const result = await takeResetAttempt(await clientAddress());
  if (result.locked) return { sent: false, locked: waitMinutes(result.retryAfterMs) };
  after(() => sendReset(email, getPathname({ locale, href: '/login/reset' })));
  return { sent: true };
}

export async function resetAction(_previous: ResetState, form: FormData): Promise<ResetState> {
  form = asForm(form);
  const locale = localeOf(form.get('locale'));
  const submission = parseWithZod(form, { schema: resetSchema });
  const hideFields = ['password', 'confirm', 'token'];
  if (submission.status !== 'success') return { result: submission.reply({ hideFields }) };
  const { token, password } = submission.value;
  if (!token || !(await resetPassword(token, password)))
    return { result: submission.reply({ formErrors: ['invalid'], hideFields }) };
  redirect({ href: { pathname: '/login', query: { reset: 'done' } }, locale });
  return {};
}

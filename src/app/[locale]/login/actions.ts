'use server';

import { cookies, headers } from 'next/headers';
import { after } from 'next/server';
import { getPathname, redirect } from '@/i18n/navigation';
import { routing, type AppLocale } from '@/i18n/routing';
import { login, logout } from '@/lib/auth/login';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/auth';
import { resetPassword, sendReset } from '@/lib/auth/reset';
import { takeResetAttempt } from '@/lib/auth/reset-limits';
import { clientAddress } from '@/lib/security/client-address';
import { redeemSolution } from '@/lib/captcha/pow';
import { waitMinutes } from '@/domain/lockout';
import { OWNER_HINT_COOKIE } from '@/domain/consent-script';
import { env } from '@/env';

/** How long the top bar offers the portal after a login (a session's length; the portal checks it). */
const OWNER_HINT_SECONDS = 7 * 24 * 3600;

export type LoginState = {
  error: 'invalid' | 'missing' | 'locked' | 'challenge' | null;
  minutes?: number;
  email?: string;
};

function localeOf(value: FormDataEntryValue | null): AppLocale {
  return (routing.locales as readonly string[]).includes(String(value))
    ? (String(value) as AppLocale)
    : routing.defaultLocale;
}

/** The owner login form's action: works as a plain POST without JavaScript. */
export async function loginAction(_previous: LoginState, form: FormData): Promise<LoginState> {
  const locale = localeOf(form.get('locale'));
  const email = String(form.get('email') ?? '').slice(0, 254);
  const password = String(form.get('password') ?? '').slice(0, 128);
  if (!email.trim() || !password) return { error: 'missing', email };
  const captcha = form.get('_captcha');
  const proof = () => (typeof captcha === 'string' && captcha ? redeemSolution(captcha) : Promise.resolve(false));
  const result = await login({ email, password, ip: await clientAddress(), headers: await headers(), proof });
  if (result.kind === 'locked') return { error: 'locked', minutes: waitMinutes(result.retryAfterMs), email };
  if (result.kind === 'challenge') return { error: 'challenge', email };
  if (result.kind === 'invalid') return { error: 'invalid', email };
  // Readable by the page's head script, so the cached pages' top bar offers the portal (no secret).
  (await cookies()).set(OWNER_HINT_COOKIE, '1', {
    path: '/',
    sameSite: 'lax',
    maxAge: OWNER_HINT_SECONDS,
    secure: env().SITE_URL.startsWith('https:'),
  });
  redirect({ href: '/portal', locale });
  return { error: null };
}

export async function logoutAction(form: FormData): Promise<void> {
  const locale = localeOf(form.get('locale'));
  await logout(await headers());
  (await cookies()).delete(OWNER_HINT_COOKIE);
  redirect({ href: '/login', locale });
}

export type ForgotState = { sent: boolean; locked?: number };

/**
 * Always the same answer, in the same time, whether or not the address has an account (no account
 * discovery): the link is looked up and mailed after the answer has left.
 */
export async function forgotAction(_previous: ForgotState, form: FormData): Promise<ForgotState> {
  const locale = localeOf(form.get('locale'));
  const email = String(form.get('email') ?? '').slice(0, 254);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return { sent: true };
  const result = await takeResetAttempt(await clientAddress());
  if (result.locked) return { sent: false, locked: waitMinutes(result.retryAfterMs) };
  after(() => sendReset(email, getPathname({ locale, href: '/login/reset' })));
  return { sent: true };
}

export type ResetState = { error: 'short' | 'differ' | 'invalid' | null };

export async function resetAction(_previous: ResetState, form: FormData): Promise<ResetState> {
  const locale = localeOf(form.get('locale'));
  const token = String(form.get('token') ?? '').slice(0, 200);
  const password = String(form.get('password') ?? '').slice(0, 128);
  if (password.length < MIN_PASSWORD_LENGTH) return { error: 'short' };
  if (password !== String(form.get('confirm') ?? '')) return { error: 'differ' };
  if (!token || !(await resetPassword(token, password))) return { error: 'invalid' };
  redirect({ href: { pathname: '/login', query: { reset: 'done' } }, locale });
  return { error: null };
}

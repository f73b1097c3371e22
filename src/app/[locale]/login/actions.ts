'use server';

import { headers } from 'next/headers';
import { redirect } from '@/i18n/navigation';
import { routing, type AppLocale } from '@/i18n/routing';
import { login, logout } from '@/lib/auth/login';
import { clientAddress } from '@/lib/auth/request';
import { waitMinutes } from '@/domain/lockout';

export type LoginState = { error: 'invalid' | 'missing' | 'locked' | null; minutes?: number; email?: string };

function localeOf(value: FormDataEntryValue | null): AppLocale {
  return (routing.locales as readonly string[]).includes(String(value)) ? (String(value) as AppLocale) : routing.defaultLocale;
}

/** The owner login form's action: works as a plain POST without JavaScript. */
export async function loginAction(_previous: LoginState, form: FormData): Promise<LoginState> {
  const locale = localeOf(form.get('locale'));
  const email = String(form.get('email') ?? '').slice(0, 254);
  const password = String(form.get('password') ?? '').slice(0, 128);
  if (!email.trim() || !password) return { error: 'missing', email };
  const result = await login({ email, password, ip: await clientAddress(), headers: await headers() });
  if (result.kind === 'locked') return { error: 'locked', minutes: waitMinutes(result.retryAfterMs), email };
  if (result.kind === 'invalid') return { error: 'invalid', email };
  redirect({ href: '/portal', locale });
  return { error: null };
}

export async function logoutAction(form: FormData): Promise<void> {
  const locale = localeOf(form.get('locale'));
  await logout(await headers());
  redirect({ href: '/login', locale });
}

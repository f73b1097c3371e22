'use client';

import { useActionState, useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { LoginState } from '@/app/[locale]/login/actions';
import { CaptchaBox } from '@/components/forms/captcha-box';

type Action = (state: LoginState, form: FormData) => Promise<LoginState>;

/**
 * E-mail and password; the error (invalid, missing, locked with the wait) is announced and focused.
 * An account under attack from many addresses asks for the robot check before the next try (issue 17).
 */
export function LoginForm({ action, locale, permalink }: { action: Action; locale: string; permalink?: string }) {
  const t = useTranslations('Portal');
  const c = useTranslations('LeadForms');
  const [state, formAction, pending] = useActionState(action, { error: null }, permalink);
  const alert = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state.error) alert.current?.focus();
  }, [state]);
  const message =
    state.error === 'locked'
      ? t('locked', { minutes: state.minutes ?? 15 })
      : state.error === 'missing'
        ? t('missing')
        : state.error === 'invalid'
          ? t('invalid')
          : state.error === 'challenge'
            ? t('challenge')
            : null;
  const captchaTexts = {
    captcha: c('captcha'),
    captchaVerifying: c('captchaVerifying'),
    captchaVerified: c('captchaVerified'),
    captchaFailed: c('captchaFailed'),
    captchaHint: c('captchaHint'),
  };
  return (
    <form action={formAction} className="max-w-md space-y-4" noValidate>
      <input type="hidden" name="locale" value={locale} />
      {message && (
        <p
          ref={alert}
          tabIndex={-1}
          role="alert"
          id="login-error"
          className="rounded-lg border border-accent bg-[#fdf0ec] p-3 text-[#8a2c17]"
        >
          {message}
        </p>
      )}
      <div>
        <label htmlFor="email" className="mb-1 block font-medium">
          {t('email')}
        </label>
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={state.email}
          maxLength={254}
          className="field"
          aria-invalid={state.error ? true : undefined}
          aria-describedby={message ? 'login-error' : undefined}
        />
      </div>
      <div>
        <label htmlFor="password" className="mb-1 block font-medium">
          {t('password')}
        </label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={128}
          className="field"
          aria-invalid={state.error ? true : undefined}
          aria-describedby={message ? 'login-error' : undefined}
        />
      </div>
      {state.error === 'challenge' && (
        <CaptchaBox
          key={String(pending)}
          texts={captchaTexts}
          id="login-captcha"
          invalid={false}
          onSolved={() => undefined}
        />
      )}
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {t('submit')}
      </button>
    </form>
  );
}

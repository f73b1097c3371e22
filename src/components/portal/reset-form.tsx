'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import type { ResetState } from '@/app/[locale]/login/actions';

/** A new password, twice; errors (too short, no match, dead link) next to the fields. */
export function ResetForm({
  action,
  locale,
  token,
  minLength,
  permalink,
}: {
  action: (s: ResetState, f: FormData) => Promise<ResetState>;
  locale: string;
  token: string;
  minLength: number;
  permalink?: string;
}) {
  const t = useTranslations('Portal');
  const [state, formAction, pending] = useActionState(action, { error: null }, permalink);
  const message =
    state.error === 'short'
      ? t('passwordTooShort', { min: String(minLength) })
      : state.error === 'differ'
        ? t('passwordsDiffer')
        : state.error === 'invalid'
          ? t('resetInvalid')
          : null;
  return (
    <form action={formAction} className="max-w-md space-y-4" noValidate>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="token" value={token} />
      {message && (
        <p id="reset-error" role="alert" className="rounded-lg border border-accent bg-[#fdf0ec] p-3 text-[#8a2c17]">
          {message}
        </p>
      )}
      <div>
        <label htmlFor="new-password" className="mb-1 block font-medium">
          {t('newPassword')}
        </label>
        <input
          id="new-password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={minLength}
          maxLength={128}
          className="field"
          aria-describedby={message ? 'reset-error' : undefined}
          aria-invalid={state.error === 'short' || undefined}
        />
      </div>
      <div>
        <label htmlFor="confirm-password" className="mb-1 block font-medium">
          {t('confirmPassword')}
        </label>
        <input
          id="confirm-password"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          maxLength={128}
          className="field"
          aria-invalid={state.error === 'differ' || undefined}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {t('resetSubmit')}
      </button>
    </form>
  );
}

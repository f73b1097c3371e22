'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import type { ForgotState } from '@/app/[locale]/login/actions';

/** Asks for a reset link; the confirmation is the same whether or not the account exists. */
export function ForgotForm({
  action,
  locale,
  permalink,
}: {
  action: (s: ForgotState, f: FormData) => Promise<ForgotState>;
  locale: string;
  permalink?: string;
}) {
  const t = useTranslations('Portal');
  const [state, formAction, pending] = useActionState(action, { sent: false }, permalink);
  if (state.sent)
    return (
      <p role="status" className="rounded-lg bg-brand-light p-4">
        {t('forgotSent')}
      </p>
    );
  return (
    <form action={formAction} className="max-w-md space-y-4">
      <input type="hidden" name="locale" value={locale} />
      {state.locked && (
        <p role="status" className="rounded-lg border border-accent p-3">
          {t('locked', { minutes: state.locked })}
        </p>
      )}
      <div>
        <label htmlFor="forgot-email" className="mb-1 block font-medium">
          {t('email')}
        </label>
        <input
          id="forgot-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          maxLength={254}
          className="field"
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {t('forgotSubmit')}
      </button>
    </form>
  );
}

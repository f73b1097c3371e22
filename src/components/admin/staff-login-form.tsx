'use client';

import { useActionState, useEffect, useRef } from 'react';
import { CaptchaBox } from '@/components/forms/captcha-box';

/** The refusal (its message in the staff member's language, from the action) and the address typed. */
export type StaffLoginState = {
  error: 'invalid' | 'missing' | 'locked' | 'challenge' | null;
  message?: string;
  email?: string;
};

type Texts = { email: string; password: string; submit: string; captcha: Parameters<typeof CaptchaBox>[0]['texts'] };

/** The staff sign-in: the error (in the staff member's language, from the action) is announced and focused. */
export function StaffLoginForm({
  action,
  texts,
}: {
  action: (state: StaffLoginState, form: FormData) => Promise<StaffLoginState>;
  texts: Texts;
}) {
  const [state, formAction, pending] = useActionState(action, { error: null });
  const alert = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state.error) alert.current?.focus();
  }, [state]);
  const describedBy = state.message ? 'staff-login-error' : undefined;
  return (
    <form action={formAction} className="space-y-4 rounded-xl border border-line bg-white p-6 shadow-sm" noValidate>
      {state.message && (
        <p
          ref={alert}
          tabIndex={-1}
          role="alert"
          id="staff-login-error"
          className="rounded-lg border border-accent bg-[#fdf0ec] p-3 text-[#8a2c17]"
        >
          {state.message}
        </p>
      )}
      <div>
        <label htmlFor="email" className="mb-1 block font-medium">
          {texts.email}
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
          aria-describedby={describedBy}
        />
      </div>
      <div>
        <label htmlFor="password" className="mb-1 block font-medium">
          {texts.password}
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
          aria-describedby={describedBy}
        />
      </div>
      {state.error === 'challenge' && (
        <CaptchaBox
          key={String(pending)}
          texts={texts.captcha}
          id="staff-login-captcha"
          invalid={false}
          onSolved={() => undefined}
        />
      )}
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {texts.submit}
      </button>
    </form>
  );
}

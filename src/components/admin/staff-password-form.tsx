'use client';

import { useActionState, useEffect, useRef } from 'react';

/** Why the password was not set: too short, the two differ, or a dead link. */
export type PasswordState = { error: 'short' | 'differ' | 'invalid' | null };

type Texts = { password: string; confirm: string; submit: string; short: string; differ: string; invalid: string };

export function StaffPasswordForm({
  action,
  token,
  texts,
}: {
  action: (s: PasswordState, f: FormData) => Promise<PasswordState>;
  token: string;
  texts: Texts;
}) {
  const [state, formAction, pending] = useActionState(action, { error: null });
  const alert = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state.error) alert.current?.focus();
  }, [state]);
  const described = state.error ? 'staff-password-error' : undefined;
  return (
    <form action={formAction} className="space-y-4 rounded-xl border border-line bg-white p-6" noValidate>
      <input type="hidden" name="token" value={token} />
      {state.error && (
        <p
          ref={alert}
          tabIndex={-1}
          role="alert"
          id="staff-password-error"
          className="rounded-lg border border-accent bg-[#fdf0ec] p-3 text-[#8a2c17]"
        >
          {texts[state.error]}
        </p>
      )}
      <div>
        <label htmlFor="password" className="mb-1 block font-medium">
          {texts.password}
        </label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          maxLength={128}
          className="field"
          aria-describedby={described}
        />
      </div>
      <div>
        <label htmlFor="confirm" className="mb-1 block font-medium">
          {texts.confirm}
        </label>
        <input
          id="confirm"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          maxLength={128}
          className="field"
          aria-describedby={described}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {texts.submit}
      </button>
    </form>
  );
}

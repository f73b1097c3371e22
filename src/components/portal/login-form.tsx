'use client';

import '@/components/forms/zod-no-eval';
import { useActionState, useEffect, useRef } from 'react';
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslations } from 'next-intl';
import { loginSchema } from '@/domain/portal-forms';
import { CaptchaBox } from '@/components/forms/captcha-box';
import { FormField } from '@/components/forms/form-field';
import { fieldWithId } from '@/components/forms/field-with-id';
import { errorText } from './portal-form-errors';

/** Conform's reply (form errors: `invalid`, `locked`, `challenge`), and the wait of a lock. */
export type LoginState = { result?: SubmissionResult<string[]>; minutes?: number };
type Action = (state: LoginState, form: FormData) => Promise<LoginState>;

/**
 * E-mail and password; the error (invalid, locked with the wait) is announced and focused, a
 * missing field is marked at the field. An account under attack from many addresses asks for the
 * robot check before the next try (issue 17).
 */
export function LoginForm({ action, locale, permalink }: { action: Action; locale: string; permalink?: string }) {
  const t = useTranslations('Portal');
  const c = useTranslations('LeadForms');
  const e = useTranslations('FormErrors');
  const [state, formAction, pending] = useActionState(action, {}, permalink);
  const [form, fields] = useForm({
    id: 'login',
    lastResult: state.result,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });
  const alert = useRef<HTMLParagraphElement>(null);
  const formError = form.errors?.[0];
  // Conform takes in the reply one render after the state: the alert may appear only then.
  useEffect(() => {
    if (formError) alert.current?.focus();
  }, [state, formError]);
  const own = {
    required: t('missing'),
    missing: t('missing'),
    invalid: t('invalid'),
    challenge: t('challenge'),
    locked: t('locked', { minutes: state.minutes ?? 15 }),
  };
  const message = (key: string | undefined) => errorText(key, own, e);
  const captchaTexts = {
    captcha: c('captcha'),
    captchaVerifying: c('captchaVerifying'),
    captchaVerified: c('captchaVerified'),
    captchaFailed: c('captchaFailed'),
    captchaHint: c('captchaHint'),
  };
  return (
    <form {...getFormProps(form)} action={formAction} className="max-w-md space-y-4">
      <input type="hidden" name="locale" value={locale} />
      {formError && (
        <p
          ref={alert}
          tabIndex={-1}
          role="alert"
          id="login-error"
          className="rounded-lg border border-accent bg-[#fdf0ec] p-3 text-[#8a2c17]"
        >
          {message(formError)}
        </p>
      )}
      <FormField
        spec={{ name: 'email', label: t('email'), type: 'email', autoComplete: 'username', required: true }}
        meta={fieldWithId(fields.email, 'email', { kept: state.result?.initialValue?.email })}
        error={message(fields.email.errors?.[0])}
        requiredMark={c('requiredMark')}
      />
      <FormField
        spec={{
          name: 'password',
          label: t('password'),
          type: 'password',
          autoComplete: 'current-password',
          required: true,
        }}
        meta={fieldWithId(fields.password, 'password')}
        error={message(fields.password.errors?.[0])}
        requiredMark={c('requiredMark')}
      />
      {formError === 'challenge' && (
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

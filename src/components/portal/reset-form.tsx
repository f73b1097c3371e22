'use client';

import '@/components/forms/zod-no-eval';
import { useActionState, useEffect, useRef } from 'react';
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslations } from 'next-intl';
import { PASSWORD_LENGTH, resetSchema } from '@/domain/portal-forms';
import { FormField } from '@/components/forms/form-field';
import { fieldWithId } from '@/components/forms/field-with-id';
import { errorText } from './portal-form-errors';

/** Conform's reply; its form error `invalid` is a dead or used link. */
export type ResetState = { result?: SubmissionResult<string[]> };

/**
 * A new password, twice; too short or no match at the field, a dead link announced above. The
 * first field's error keeps the id `reset-error` the page has always given its message.
 */
export function ResetForm({
  action,
  locale,
  token,
  permalink,
}: {
  action: (s: ResetState, f: FormData) => Promise<ResetState>;
  locale: string;
  token: string;
  permalink?: string;
}) {
  const t = useTranslations('Portal');
  const c = useTranslations('LeadForms');
  const e = useTranslations('FormErrors');
  const [state, formAction, pending] = useActionState(action, {}, permalink);
  const [form, fields] = useForm({
    id: 'reset',
    lastResult: state.result,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetSchema }),
  });
  const alert = useRef<HTMLParagraphElement>(null);
  const own = {
    short: t('passwordTooShort', { min: String(PASSWORD_LENGTH.min) }),
    differ: t('passwordsDiffer'),
    invalid: t('resetInvalid'),
  };
  const passwordError = errorText(fields.password.errors?.[0], own, e);
  // Shown while no field is in error: the two never share the id `reset-error`.
  const formError = passwordError ? undefined : errorText(form.errors?.[0], own, e);
  // Conform takes in the reply one render after the state: the alert may appear only then.
  useEffect(() => {
    if (formError) alert.current?.focus();
  }, [state, formError]);
  return (
    <form {...getFormProps(form)} action={formAction} className="max-w-md space-y-4">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="token" value={token} />
      {formError && (
        <p
          ref={alert}
          tabIndex={-1}
          id="reset-error"
          role="alert"
          className="rounded-lg border border-accent bg-[#fdf0ec] p-3 text-[#8a2c17]"
        >
          {formError}
        </p>
      )}
      <FormField
        spec={{
          name: 'password',
          label: t('newPassword'),
          type: 'password',
          autoComplete: 'new-password',
          required: true,
        }}
        meta={fieldWithId(fields.password, 'new-password', { errorId: 'reset-error' })}
        error={passwordError}
        requiredMark={c('requiredMark')}
      />
      <FormField
        spec={{
          name: 'confirm',
          label: t('confirmPassword'),
          type: 'password',
          autoComplete: 'new-password',
          required: true,
        }}
        meta={fieldWithId(fields.confirm, 'confirm-password')}
        error={errorText(fields.confirm.errors?.[0], own, e)}
        requiredMark={c('requiredMark')}
      />
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {t('resetSubmit')}
      </button>
    </form>
  );
}

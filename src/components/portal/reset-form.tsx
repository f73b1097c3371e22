'use client';

// Before any schema is made: zod must not probe for eval under our CSP (zod-no-eval.ts).
import '@/components/forms/zod-no-eval';
import { useActionState } from 'react';
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { useTranslations } from 'next-intl';
import { PASSWORD_LENGTH, resetSchema } from '@/domain/access/portal-forms';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { passwordSpec } from '@/components/forms/password-spec';
import { useSchemaForm } from '@/components/forms/use-schema-form';
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
  const [form, fields] = useSchemaForm('reset', resetSchema, state.result);
  const own = {
    short: t('passwordTooShort', { min: String(PASSWORD_LENGTH.min) }),
    differ: t('passwordsDiffer'),
    invalid: t('resetInvalid'),
  };
  const passwordError = errorText(fields.password.errors?.[0], own, e);
  // Shown while no field is in error: the two never share the id `reset-error`.
  const formError = passwordError ? undefined : errorText(state.result?.error?.['']?.[0], own, e);
  return (
    <form {...getFormProps(form)} action={formAction} className="max-w-md space-y-4">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="token" value={token} />
      <FormAlert id="reset-error" message={formError} answer={state} />
      <FormField
        spec={passwordSpec('password', t('newPassword'), 'new-password')}
        meta={fieldWithId(fields.password, 'new-password', { errorId: 'reset-error' })}
        error={passwordError}
        requiredMark={c('requiredMark')}
      />
      <FormField
        spec={passwordSpec('confirm', t('confirmPassword'), 'new-password')}
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

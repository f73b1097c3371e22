'use client';

// Before any schema is made: zod must not probe for eval under our CSP (zod-no-eval.ts).
import '@/components/forms/zod-no-eval';
import { useActionState } from 'react';
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { useTranslations } from 'next-intl';
import { loginSchema } from '@/domain/access/portal-forms';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { passwordSpec } from '@/components/forms/password-spec';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { fieldWithId } from '@/components/forms/field-with-id';
import { errorText } from './portal-form-errors';

/** Conform's reply (form errors: `invalid`, `locked`, `paused`), and the wait of a lock or pause. */
export type LoginState = { result?: SubmissionResult<string[]>; minutes?: number };
type Action = (state: LoginState, form: FormData) => Promise<LoginState>;

/**
 * E-mail and password; the error (invalid, locked with the wait) is announced and focused, a
 * missing field is marked at the field. An account with too many failures, from any addresses, is
 * paused: the message gives the wait and sends its owner to the forgot-password link (issue 43).
 */
export function LoginForm({ action, locale, permalink }: { action: Action; locale: string; permalink?: string }) {
  const t = useTranslations('Portal');
  const c = useTranslations('LeadForms');
  const e = useTranslations('FormErrors');
  const [state, formAction, pending] = useActionState(action, {}, permalink);
  const [form, fields] = useSchemaForm('login', loginSchema, state.result);
  // The server's refusal stays until the next answer (Conform's own check, on each key, would clear it).
  const refusal = state.result?.error?.['']?.[0];
  // A send refused in the browser for a missing field says so above the fields too, as the server
  // does without JavaScript; the focus stays on the first field to fill in.
  const missing = form.status === 'error' && (!fields.email.value || !fields.password.value);
  const formError = refusal ?? (missing ? 'missing' : undefined);
  const own = {
    required: t('missing'),
    missing: t('missing'),
    invalid: t('invalid'),
    locked: t('locked', { minutes: state.minutes ?? 15 }),
    paused: t('paused', { minutes: state.minutes ?? 15 }),
  };
  const message = (key: string | undefined) => errorText(key, own, e);
  return (
    <form {...getFormProps(form)} action={formAction} className="max-w-md space-y-4">
      <input type="hidden" name="locale" value={locale} />
      <FormAlert id="login-error" message={message(formError)} answer={state} focus={Boolean(refusal)} />
      <FormField
        spec={{ name: 'email', label: t('email'), type: 'email', autoComplete: 'username', required: true }}
        meta={fieldWithId(fields.email, 'email', { kept: state.result?.initialValue?.email })}
        error={message(fields.email.errors?.[0])}
        requiredMark={c('requiredMark')}
      />
      <FormField
        spec={passwordSpec('password', t('password'), 'current-password')}
        meta={fieldWithId(fields.password, 'password')}
        error={message(fields.password.errors?.[0])}
        requiredMark={c('requiredMark')}
      />
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {t('submit')}
      </button>
    </form>
  );
}

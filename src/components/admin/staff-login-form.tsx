'use client';

// Before any schema is made: zod must not probe for eval under our CSP (zod-no-eval.ts).
import '@/components/forms/zod-no-eval';
import { useActionState } from 'react';
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { loginSchema } from '@/domain/access/portal-forms';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { passwordSpec } from '@/components/forms/password-spec';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { fieldWithId } from '@/components/forms/field-with-id';

/**
 * Conform's reply (form errors: `invalid`, `locked`, `paused`) and the refusal's message, in
 * the staff member's language from the action.
 */
export type StaffLoginState = { result?: SubmissionResult<string[]>; message?: string };

type Texts = {
  email: string;
  password: string;
  submit: string;
  requiredMark: string;
  /** The texts of the schema's error keys (`missing`, `required`, `email`, `tooLong`, `invalid`). */
  errors: Record<string, string>;
};

/** The staff sign-in: the refusal is announced and focused, a missing or malformed field marked at the field. */
export function StaffLoginForm({
  action,
  texts,
}: {
  action: (state: StaffLoginState, form: FormData) => Promise<StaffLoginState>;
  texts: Texts;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  const [form, fields] = useSchemaForm('staff-login', loginSchema, state.result);
  const message = (key: string | undefined) => (key ? (texts.errors[key] ?? texts.errors.invalid) : undefined);
  return (
    <form
      {...getFormProps(form)}
      action={formAction}
      className="space-y-4 rounded-xl border border-line bg-white p-6 shadow-sm"
    >
      <FormAlert id="staff-login-error" message={state.message} answer={state} />
      <FormField
        spec={{ name: 'email', label: texts.email, type: 'email', autoComplete: 'username', required: true }}
        meta={fieldWithId(fields.email, 'email', { kept: state.result?.initialValue?.email })}
        error={message(fields.email.errors?.[0])}
        requiredMark={texts.requiredMark}
      />
      <FormField
        spec={passwordSpec('password', texts.password, 'current-password')}
        meta={fieldWithId(fields.password, 'password')}
        error={message(fields.password.errors?.[0])}
        requiredMark={texts.requiredMark}
      />
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {texts.submit}
      </button>
    </form>
  );
}

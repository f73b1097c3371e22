'use client';

// Before any schema is made: zod must not probe for eval under our CSP (zod-no-eval.ts).
import '@/components/forms/zod-no-eval';
import { useActionState } from 'react';
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { resetSchema } from '@/domain/access/portal-forms';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { passwordSpec } from '@/components/forms/password-spec';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { fieldWithId } from '@/components/forms/field-with-id';

/** Conform's reply; its form error `invalid` is a dead or used link. */
export type PasswordState = { result?: SubmissionResult<string[]> };

type Texts = {
  password: string;
  confirm: string;
  submit: string;
  requiredMark: string;
  /** The texts of the schema's error keys (`short`, `differ`, `tooLong`) and of a dead link (`invalid`). */
  errors: Record<string, string>;
};

/** A new password, twice (the owners' rules); too short or no match at the field, a dead link announced above. */
export function StaffPasswordForm({
  action,
  token,
  texts,
}: {
  action: (s: PasswordState, f: FormData) => Promise<PasswordState>;
  token: string;
  texts: Texts;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  const [form, fields] = useSchemaForm('staff-password', resetSchema, state.result);
  const message = (key: string | undefined) => (key ? (texts.errors[key] ?? texts.errors.invalid) : undefined);
  const formError = message(state.result?.error?.['']?.[0]);
  return (
    <form {...getFormProps(form)} action={formAction} className="space-y-4 rounded-xl border border-line bg-white p-6">
      <input type="hidden" name="token" value={token} />
      <FormAlert id="staff-password-error" message={formError} answer={state} />
      <FormField
        spec={passwordSpec('password', texts.password, 'new-password')}
        meta={fieldWithId(fields.password, 'password')}
        error={message(fields.password.errors?.[0])}
        requiredMark={texts.requiredMark}
      />
      <FormField
        spec={passwordSpec('confirm', texts.confirm, 'new-password')}
        meta={fieldWithId(fields.confirm, 'confirm')}
        error={message(fields.confirm.errors?.[0])}
        requiredMark={texts.requiredMark}
      />
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {texts.submit}
      </button>
    </form>
  );
}

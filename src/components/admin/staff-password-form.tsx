'use client';

import '@/components/forms/zod-no-eval';
import { useActionState, useEffect, useRef } from 'react';
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { resetSchema } from '@/domain/portal-forms';
import { FormField } from '@/components/forms/form-field';
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
  const [form, fields] = useForm({
    id: 'staff-password',
    lastResult: state.result,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetSchema }),
  });
  const alert = useRef<HTMLParagraphElement>(null);
  const message = (key: string | undefined) => (key ? (texts.errors[key] ?? texts.errors.invalid) : undefined);
  const formError = message(form.errors?.[0]);
  // Conform takes in the reply one render after the state: the alert may appear only then.
  useEffect(() => {
    if (formError) alert.current?.focus();
  }, [state, formError]);
  return (
    <form {...getFormProps(form)} action={formAction} className="space-y-4 rounded-xl border border-line bg-white p-6">
      <input type="hidden" name="token" value={token} />
      {formError && (
        <p
          ref={alert}
          tabIndex={-1}
          role="alert"
          id="staff-password-error"
          className="rounded-lg border border-accent bg-[#fdf0ec] p-3 text-[#8a2c17]"
        >
          {formError}
        </p>
      )}
      <FormField
        spec={{
          name: 'password',
          label: texts.password,
          type: 'password',
          autoComplete: 'new-password',
          required: true,
        }}
        meta={fieldWithId(fields.password, 'password')}
        error={message(fields.password.errors?.[0])}
        requiredMark={texts.requiredMark}
      />
      <FormField
        spec={{ name: 'confirm', label: texts.confirm, type: 'password', autoComplete: 'new-password', required: true }}
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

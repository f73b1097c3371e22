'use client';

// Before any schema is made: zod must not probe for eval under our CSP (zod-no-eval.ts).
import '@/components/forms/zod-no-eval';
import { useActionState } from 'react';
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { useTranslations } from 'next-intl';
import { forgotSchema } from '@/domain/access/portal-forms';
import { FormField } from '@/components/forms/form-field';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { fieldWithId } from '@/components/forms/field-with-id';
import { errorText } from './portal-form-errors';

/** Sent (the same answer whether or not the account exists), locked for some minutes, or Conform's reply. */
export type ForgotState = { sent: boolean; locked?: number; result?: SubmissionResult<string[]> };

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
  const c = useTranslations('LeadForms');
  const e = useTranslations('FormErrors');
  const [state, formAction, pending] = useActionState(action, { sent: false }, permalink);
  const [form, fields] = useSchemaForm('forgot', forgotSchema, state.result);
  if (state.sent)
    return (
      <p role="status" className="rounded-lg bg-brand-light p-4">
        {t('forgotSent')}
      </p>
    );
  return (
    <form {...getFormProps(form)} action={formAction} className="max-w-md space-y-4">
      <input type="hidden" name="locale" value={locale} />
      {state.locked && (
        <p role="status" className="rounded-lg border border-accent p-3">
          {t('locked', { minutes: state.locked })}
        </p>
      )}
      <FormField
        spec={{ name: 'email', label: t('email'), type: 'email', autoComplete: 'username', required: true }}
        meta={fieldWithId(fields.email, 'forgot-email', { kept: state.result?.initialValue?.email })}
        error={errorText(fields.email.errors?.[0], {}, e)}
        requiredMark={c('requiredMark')}
      />
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {t('forgotSubmit')}
      </button>
    </form>
  );
}

import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';

const LEAD_FORM_KEYS = [
  'captcha',
  'captchaVerifying',
  'captchaVerified',
  'captchaFailed',
  'captchaHint',
  'requiredMark',
] as const;
const ERROR_KEYS = ['required', 'invalid', 'email', 'tooLong'] as const;

/** The portal's texts for its client forms (the robot check's and the shared field errors too), sent only on the pages that have them. */
export async function PortalTexts({ locale, children }: { locale: AppLocale; children: ReactNode }) {
  const { Portal, LeadForms, FormErrors } = await getMessages({ locale });
  const leadForms = Object.fromEntries(LEAD_FORM_KEYS.map((k) => [k, LeadForms[k]]));
  const errors = Object.fromEntries(ERROR_KEYS.map((k) => [k, FormErrors[k]]));
  return (
    <NextIntlClientProvider locale={locale} messages={{ Portal, LeadForms: leadForms, FormErrors: errors }}>
      {children}
    </NextIntlClientProvider>
  );
}

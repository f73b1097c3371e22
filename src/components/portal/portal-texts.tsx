import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';

const CAPTCHA_KEYS = ['captcha', 'captchaVerifying', 'captchaVerified', 'captchaFailed', 'captchaHint'] as const;

/** The portal's texts for its client forms (and the robot check's), sent only on the pages that have them. */
export async function PortalTexts({ locale, children }: { locale: AppLocale; children: ReactNode }) {
  const { Portal, LeadForms } = await getMessages({ locale });
  const captcha = Object.fromEntries(CAPTCHA_KEYS.map((k) => [k, LeadForms[k]]));
  return (
    <NextIntlClientProvider locale={locale} messages={{ Portal, LeadForms: captcha }}>
      {children}
    </NextIntlClientProvider>
  );
}

import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';

/** The portal's texts for its client forms, sent only on the pages that have them. */
export async function PortalTexts({ locale, children }: { locale: AppLocale; children: ReactNode }) {
  const { Portal } = await getMessages({ locale });
  return (
    <NextIntlClientProvider locale={locale} messages={{ Portal }}>
      {children}
    </NextIntlClientProvider>
  );
}

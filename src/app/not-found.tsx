import { NextIntlClientProvider } from 'next-intl';
import { defaultLocale } from '@/i18n/routing';
import { NotFoundView } from '@/components/pages/not-found-view';
import { fontVariables } from './fonts';

// Addresses outside the language routes that the proxy does not see (files with an extension).
export default function RootNotFound() {
  return (
    <html lang={defaultLocale} className={fontVariables}>
      <body>
        <NextIntlClientProvider locale={defaultLocale}>
          <main id="main">
            <NotFoundView locale={defaultLocale} />
          </main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

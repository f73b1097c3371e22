import { defaultLocale } from '@/lib/content/languages';
import { NotFoundView } from '@/components/pages/not-found-view';
import { fontVariables } from './fonts';
import { preloadFonts } from './font-preload';
import { content } from '@/lib/content/load';
import { BrandStyle } from '@/components/layout/brand-style';
import { requestNonce } from '@/lib/security/nonce';

// Addresses outside the language routes that the proxy does not see (files with an extension).
export default async function RootNotFound() {
  const locale = defaultLocale();
  const nonce = await requestNonce();
  const { fonts } = content().site.brand;
  preloadFonts([fonts.heading, fonts.body]);
  return (
    <html lang={locale} className={fontVariables}>
      <head>
        <BrandStyle nonce={nonce} fonts />
      </head>
      <body>
        {/* No message provider and the plain search form: the root not-found is part of each
            page's payload, and the search box island would add its texts, cities and types. */}
        <main id="main">
          <NotFoundView locale={locale} plain />
        </main>
      </body>
    </html>
  );
}

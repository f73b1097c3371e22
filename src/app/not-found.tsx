import { defaultLocale } from '@/lib/content/languages';
import { NotFoundView } from '@/components/pages/not-found-view';
import { fontVariables } from './fonts';

// Addresses outside the language routes that the proxy does not see (files with an extension).
export default function RootNotFound() {
  const locale = defaultLocale();
  return (
    <html lang={locale} className={fontVariables}>
      <body>
        {/* No message provider: it would send every message of the site with every page (the
            root not-found is part of each page's payload); the search box brings its own. */}
        <main id="main">
          <NotFoundView locale={locale} />
        </main>
      </body>
    </html>
  );
}

import type { ReactNode } from 'react';
import type { AppLocale } from '@/i18n/routing';
import { content } from '@/lib/content/load';
import { contentPath } from '@/lib/content/paths';
import { ConsentBanner } from './consent-banner';
import { ConsentProvider } from './consent-context';
import { TrackerLoader } from './tracker-loader';

/**
 * The banner and the allowed trackers. The visitor's choice is read in the browser (decision 018):
 * nothing here depends on the request, so every visitor of a language gets the same HTML.
 */
export function ConsentShell({
  locale,
  skipLink,
  children,
}: {
  locale: AppLocale;
  skipLink?: ReactNode;
  children: ReactNode;
}) {
  const { site, pages } = content();
  const policy = pages.find((page) => page.name === 'cookie-policy');
  const policyPath = policy ? contentPath(pages, policy, locale) : null;
  return (
    <ConsentProvider>
      {/* Right after the skip link (which must come before any other link to stay a skip link): it
          covers the bottom of the screen, so the second Tab reaches it, not the sixtieth; a screen
          reader meets it first too. */}
      {skipLink}
      <ConsentBanner policyHref={policyPath ? `/${locale}${policyPath}/` : null} />
      {children}
      <TrackerLoader ids={site.tracking} />
    </ConsentProvider>
  );
}

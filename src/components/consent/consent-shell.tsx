import type { ReactNode } from 'react';
import type { AppLocale } from '@/i18n/routing';
import { requestConsent } from '@/lib/consent/request';
import { content } from '@/lib/content/load';
import { contentPath } from '@/lib/content/paths';
import { ConsentBanner } from './consent-banner';
import { ConsentProvider } from './consent-context';
import { TrackerLoader } from './tracker-loader';

/** Consent state from the request (cookie, preview address), the banner and the allowed trackers. */
export async function ConsentShell({ locale, children }: { locale: AppLocale; children: ReactNode }) {
  const { categories, preview } = await requestConsent();
  const { site, pages } = content();
  const policy = pages.find((page) => page.name === 'cookie-policy');
  const policyPath = policy ? contentPath(pages, policy, locale) : null;
  return (
    <ConsentProvider initial={categories} preview={preview}>
      {children}
      <ConsentBanner policyHref={policyPath ? `/${locale}${policyPath}/` : null} />
      <TrackerLoader ids={site.tracking} />
    </ConsentProvider>
  );
}

import type { ReactNode } from 'react';
import type { AppLocale } from '@/i18n/routing';
import type { Site } from '@/lib/content/schema';
import { PageBanner } from '../layout/page-banner';
import { AgencyCard } from './agency-card';

/** Pages around a form: banner, intro, the main column, and the agency's contact card beside it. */
export function InfoPageView({ locale, title, intro, agency, children }: { locale: AppLocale; title: string; intro: string; agency: Site['agency']; children?: ReactNode }) {
  return (
    <>
      <PageBanner locale={locale} title={title} trail={[{ label: title }]} />
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <p className="max-w-2xl text-lg leading-relaxed">{intro}</p>
          {children}
        </div>
        <aside>
          <AgencyCard agency={agency} locale={locale} />
        </aside>
      </div>
    </>
  );
}

import type { ReactNode } from 'react';
import type { AppLocale } from '@/i18n/routing';
import type { Site } from '@/domain/content/schema';
import { PageBanner, type Crumb } from '../layout/page-banner';
import { AgencyCard } from './agency-card';

type Props = {
  locale: AppLocale;
  title: string;
  intro: string;
  agency: Site['agency'];
  trail?: Crumb[];
  children?: ReactNode;
};

/**
 * Pages around a form: banner, intro, the main column, and the agency's contact card beside it.
 * The breadcrumb is the page's title alone unless the page lives under others (a job form).
 */
export function InfoPageView({ locale, title, intro, agency, trail = [{ label: title }], children }: Props) {
  return (
    <>
      <PageBanner locale={locale} title={title} trail={trail} />
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

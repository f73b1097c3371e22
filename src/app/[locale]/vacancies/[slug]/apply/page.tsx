import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localizedText } from '@/domain/language/localized-text';
import type { AppLocale } from '@/i18n/routing';
import { content } from '@/lib/content/load';
import { defaultLocale } from '@/lib/content/languages';
import { isPublished } from '@/lib/content/paths';
import { trailOf } from '@/lib/content/menu';
import { FormPage } from '../../../_shared/form-route';

type Props = { params: Promise<{ locale: string; slug: string }> };

/** The vacancy is a published content page whose path (in the default language) is the slug (a page of the agency's folder, as the demo's pages/97-office-assistant.json). */
function vacancy(slug: string, locale: AppLocale) {
  // The slug is the vacancy's path in the site's default language (the page that links here gives it).
  const page = content().pages.find((p) => isPublished(p) && p.params.path?.[defaultLocale()] === slug);
  return page ? { slug, page, title: localizedText(page.params.title, locale) || slug } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'LeadForms' });
  return { title: `${t('titles.job')} · ${vacancy(slug, locale as AppLocale)?.title ?? ''}`, robots: { index: false } };
}

export default async function VacancyApplyPage({ params }: Props) {
  const { locale: raw, slug } = await params;
  const locale = raw as AppLocale;
  const job = vacancy(slug, locale);
  if (!job) notFound();
  const t = await getTranslations({ locale, namespace: 'LeadForms' });
  // Vacancies › the vacancy › Apply: the way back to the job and to the other vacancies.
  const trail = [...trailOf(job.page, locale), { label: t('titles.job') }];
  return (
    <FormPage
      locale={locale}
      kind="job"
      title={job.title}
      intro={t('intros.job')}
      hidden={{ vacancy: job.slug }}
      trail={trail}
    />
  );
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { alternatesFor } from '@/i18n/metadata';
import type { AppLocale } from '@/i18n/routing';
import { content } from '@/lib/content/load';
import { InfoPageView } from '@/components/pages/info-page-view';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as AppLocale;
  const t = await getTranslations({ locale, namespace: 'Contact' });
  return { title: t('title'), description: t('intro'), alternates: alternatesFor(locale, '/contact') };
}

export default async function ContactPage({ params }: Props) {
  const locale = (await params).locale as AppLocale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Contact' });
  return <InfoPageView locale={locale} title={t('title')} intro={t('intro')} agency={content().site.agency} />;
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { FormPage, formMetadata } from '../_shared/form-route';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return formMetadata((await params).locale as AppLocale, 'demand', '/search-demand');
}

export default async function SearchDemandPage({ params }: Props) {
  const locale = (await params).locale as AppLocale;
  const t = await getTranslations({ locale, namespace: 'FormPages' });
  return <FormPage locale={locale} kind="demand" title={t('demandTitle')} intro={t('demandIntro')} />;
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { readDemandPrefill } from '@/domain/search/demand-prefill';
import type { AppLocale } from '@/i18n/routing';
import { FormPage, formMetadata, type SearchParams } from '../_shared/form-route';

type Props = { params: Promise<{ locale: string }>; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return formMetadata((await params).locale as AppLocale, 'demand', '/search-demand');
}

/** ?goal=sale&types=1&zones=Wavre&priceMax=… (a list's "save this search") fills the form in. */
export default async function SearchDemandPage({ params, searchParams }: Props) {
  const locale = (await params).locale as AppLocale;
  const defaults = readDemandPrefill(await searchParams);
  const t = await getTranslations({ locale, namespace: 'FormPages' });
  return (
    <FormPage locale={locale} kind="demand" title={t('demandTitle')} intro={t('demandIntro')} defaults={defaults} />
  );
}

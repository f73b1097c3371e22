import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { FormPage, formMetadata, propertyParam, type SearchParams } from '../_shared/form-route';

type Props = { params: Promise<{ locale: string }>; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return formMetadata((await params).locale as AppLocale, 'rental', '/rental-application');
}

/** Per property: ?property={id}. Without a known property the page says so instead of showing the form. */
export default async function RentalApplicationPage({ params, searchParams }: Props) {
  const locale = (await params).locale as AppLocale;
  const propertyId = propertyParam(await searchParams) ?? 0;
  const t = await getTranslations({ locale, namespace: 'LeadForms' });
  const tc = await getTranslations({ locale, namespace: 'Contact' });
  return (
    <FormPage
      locale={locale}
      kind="rental"
      title={t('titles.rental')}
      intro={tc('intro')}
      propertyId={propertyId}
      requireProperty
    />
  );
}

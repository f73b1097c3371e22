import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { FormPage, formMetadata } from '../_shared/form-route';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return formMetadata((await params).locale as AppLocale, 'testimonial', '/testimonial');
}

export default async function TestimonialPage({ params }: Props) {
  const locale = (await params).locale as AppLocale;
  const t = await getTranslations({ locale, namespace: 'LeadForms' });
  return (
    <FormPage locale={locale} kind="testimonial" title={t('titles.testimonial')} intro={t('intros.testimonial')} />
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PROPERTY_FORMS, type PropertyForm } from '@/domain/forms/registry';
import { alternatesFor } from '@/i18n/metadata';
import type { AppLocale } from '@/i18n/routing';
import { appPageSeo } from '@/lib/content/page-seo';
import { FormPage, propertyParam, type SearchParams } from '../_shared/form-route';

type Props = { params: Promise<{ locale: string }>; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as AppLocale;
  const t = await getTranslations({ locale, namespace: 'Contact' });
  const seo = await appPageSeo('/contact', locale, { title: t('title'), description: t('intro') });
  return { ...seo, alternates: alternatesFor(locale, '/contact') };
}

/**
 * The general contact form, or a property's form with ?property={id}&form=info|visit|friend|documents|appointment
 * (the detail page's call-to-action buttons link here). An unknown form name falls back to "more info".
 */
export default async function ContactPage({ params, searchParams }: Props) {
  const locale = (await params).locale as AppLocale;
  const sp = await searchParams;
  const propertyId = propertyParam(sp);
  const t = await getTranslations({ locale, namespace: 'Contact' });
  if (propertyId === undefined)
    return <FormPage locale={locale} kind="contact" title={t('title')} intro={t('intro')} />;
  const form: PropertyForm = (PROPERTY_FORMS as readonly string[]).includes(String(sp.form))
    ? (sp.form as PropertyForm)
    : 'info';
  const tl = await getTranslations({ locale, namespace: 'LeadForms' });
  return (
    <FormPage locale={locale} kind={form} title={tl(`titles.${form}`)} intro={t('intro')} propertyId={propertyId} />
  );
}

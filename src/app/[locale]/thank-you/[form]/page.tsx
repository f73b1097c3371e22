import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { THANK_YOU_FORMS, type ThankYouForm } from '@/domain/forms';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { PageBanner } from '@/components/layout/page-banner';

type Props = { params: Promise<{ locale: string; form: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as AppLocale, namespace: 'FormPages' });
  return { title: t('thankYouTitle'), robots: { index: false } };
}

/** The thank-you page of each form (specification section 2), one address and one message per form. */
export default async function ThankYouPage({ params }: Props) {
  const { locale: raw, form } = await params;
  const locale = raw as AppLocale;
  if (!(THANK_YOU_FORMS as readonly string[]).includes(form)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'FormPages' });
  const tNav = await getTranslations({ locale, namespace: 'NotFoundPage' });
  return (
    <>
      <PageBanner locale={locale} title={t('thankYouTitle')} trail={[{ label: t('thankYouTitle') }]} />
      <div className="container-page space-y-6 py-10">
        <p role="status" className="max-w-2xl text-lg">{t(`thankYou.${form as ThankYouForm}`)}</p>
        <a className="btn btn-primary" href={getPathname({ locale, href: '/' })}>{tNav('home')}</a>
      </div>
    </>
  );
}

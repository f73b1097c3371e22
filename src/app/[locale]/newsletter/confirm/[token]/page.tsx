import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { getPathname } from '@/i18n/navigation';
import { confirmNewsletter } from '@/lib/leads/options';
import { PageBanner } from '@/components/layout/page-banner';

type Props = { params: Promise<{ locale: string; token: string }> };

export const metadata: Metadata = { robots: { index: false } };

/** Double opt-in: following the link of the confirmation mail confirms the address (again: harmless). */
export default async function NewsletterConfirmPage({ params }: Props) {
  const { locale: raw, token } = await params;
  const locale = raw as AppLocale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'FormPages' });
  const tNav = await getTranslations({ locale, namespace: 'NotFoundPage' });
  const ok = await confirmNewsletter(token);
  const title = ok ? t('newsletterConfirmedTitle') : t('thankYouTitle');
  return (
    <>
      <PageBanner locale={locale} title={title} trail={[{ label: title }]} />
      <div className="container-page space-y-6 py-10">
        <p role="status" className="max-w-2xl text-lg">{ok ? t('newsletterConfirmed') : t('newsletterInvalid')}</p>
        <a className="btn btn-primary" href={getPathname({ locale, href: '/' })}>{tNav('home')}</a>
      </div>
    </>
  );
}

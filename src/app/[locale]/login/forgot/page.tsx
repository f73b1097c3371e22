import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { PageBanner } from '@/components/layout/page-banner';
import { PortalTexts } from '@/components/portal/portal-texts';
import { ForgotForm } from '@/components/portal/forgot-form';
import { forgotAction } from '../actions';
import { requestPageUrl } from '@/lib/security/nonce';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as AppLocale, namespace: 'Portal' });
  return { title: t('forgotTitle'), robots: { index: false } };
}

export default async function ForgotPage({ params }: Props) {
  const locale = (await params).locale as AppLocale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Portal' });
  return (
    <>
      <PageBanner
        locale={locale}
        title={t('forgotTitle')}
        trail={[{ label: t('loginTitle'), href: getPathname({ locale, href: '/login' }) }, { label: t('forgotTitle') }]}
      />
      <div className="container-page space-y-6 py-10">
        <p className="max-w-2xl text-lg">{t('forgotIntro')}</p>
        <PortalTexts locale={locale}>
          <ForgotForm action={forgotAction} locale={locale} permalink={await requestPageUrl()} />
        </PortalTexts>
      </div>
    </>
  );
}

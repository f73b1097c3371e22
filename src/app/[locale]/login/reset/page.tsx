import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { PageBanner } from '@/components/layout/page-banner';
import { PortalTexts } from '@/components/portal/portal-texts';
import { ResetForm } from '@/components/portal/reset-form';
import { resetAction } from '../actions';
import { requestPageUrl } from '@/lib/security/nonce';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as AppLocale, namespace: 'Portal' });
  return { title: t('resetTitle'), robots: { index: false } };
}

/** The page of the reset link: the token rides in the address and the form, never in a cookie. */
export default async function ResetPage({ params, searchParams }: Props) {
  const locale = (await params).locale as AppLocale;
  setRequestLocale(locale);
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' ? raw.slice(0, 200) : '';
  const t = await getTranslations({ locale, namespace: 'Portal' });
  return (
    <>
      <PageBanner
        locale={locale}
        title={t('resetTitle')}
        trail={[{ label: t('loginTitle'), href: getPathname({ locale, href: '/login' }) }, { label: t('resetTitle') }]}
      />
      <div className="container-page py-10">
        {token ? (
          <PortalTexts locale={locale}>
            <ResetForm action={resetAction} locale={locale} token={token} permalink={await requestPageUrl()} />
          </PortalTexts>
        ) : (
          <p role="alert" className="rounded-lg border border-danger p-4">
            {t('resetInvalid')}
          </p>
        )}
      </div>
    </>
  );
}

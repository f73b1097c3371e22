import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { alternatesFor } from '@/i18n/metadata';
import { Link, redirect } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { currentUser } from '@/lib/auth/login';
import { content } from '@/lib/content/load';
import { agencyText } from '@/lib/content/identity';
import { appPageSeo } from '@/lib/content/page-seo';
import { PageBanner } from '@/components/layout/page-banner';
import { PortalTexts } from '@/components/portal/portal-texts';
import { AgencyCard } from '@/components/pages/agency-card';
import { LoginForm } from '@/components/portal/login-form';
import { loginAction } from './actions';
import { requestPageUrl } from '@/lib/security/nonce';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as AppLocale;
  const t = await getTranslations({ locale, namespace: 'Portal' });
  return {
    ...(await appPageSeo('/login', locale, {
      title: t('loginTitle'),
      description: agencyText('portalIntro', locale, await getTranslations({ locale })),
    })),
    alternates: alternatesFor(locale, '/login'),
    robots: { index: false },
  };
}

/** The owner login (Eigenaarslogin / Owner login); a signed-in owner goes straight to the portal. */
export default async function LoginPage({ params, searchParams }: Props) {
  const locale = (await params).locale as AppLocale;
  const reset = (await searchParams).reset === 'done';
  setRequestLocale(locale);
  if (await currentUser(await headers())) redirect({ href: '/portal', locale });
  const t = await getTranslations({ locale, namespace: 'Portal' });
  const intro = agencyText('portalIntro', locale, await getTranslations({ locale }));
  return (
    <>
      <PageBanner locale={locale} title={t('loginTitle')} trail={[{ label: t('loginTitle') }]} />
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <p className="max-w-2xl text-lg">{intro}</p>
          <PortalTexts locale={locale}>
            <LoginForm action={loginAction} locale={locale} permalink={await requestPageUrl()} />
          </PortalTexts>
          {reset && (
            <p role="status" className="rounded-lg bg-brand-light p-3">
              {t('resetDone')}
            </p>
          )}
          <Link href="/login/forgot" className="text-brand underline">
            {t('forgotLink')}
          </Link>
        </div>
        <aside>
          <AgencyCard agency={content().site.agency} locale={locale} />
        </aside>
      </div>
    </>
  );
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { getPathname } from '@/i18n/navigation';
import { PageBanner } from '@/components/layout/page-banner';
import { confirmNewsletterAction } from './actions';

type Props = {
  params: Promise<{ locale: string; token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const metadata: Metadata = { robots: { index: false } };

/**
 * Double opt-in: the link of the confirmation mail opens this page, and its button confirms the
 * address. Opening the link alone confirms nothing: mail scanners follow links (issue 17).
 */
export default async function NewsletterConfirmPage({ params, searchParams }: Props) {
  const { locale: raw, token } = await params;
  const result = (await searchParams).result;
  const locale = raw as AppLocale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'FormPages' });
  const tNav = await getTranslations({ locale, namespace: 'NotFoundPage' });
  const done = result === 'confirmed' || result === 'invalid';
  const title = result === 'confirmed' ? t('newsletterConfirmedTitle') : t('newsletterConfirmTitle');
  return (
    <>
      <PageBanner locale={locale} title={title} trail={[{ label: title }]} />
      <div className="container-page space-y-6 py-10">
        {done ? (
          <>
            <p role="status" className="max-w-2xl text-lg">
              {result === 'confirmed' ? t('newsletterConfirmed') : t('newsletterInvalid')}
            </p>
            <a className="btn btn-primary" href={getPathname({ locale, href: '/' })}>
              {tNav('home')}
            </a>
          </>
        ) : (
          <form action={confirmNewsletterAction} className="space-y-4">
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="locale" value={locale} />
            <p className="max-w-2xl text-lg">{t('newsletterConfirmIntro')}</p>
            <button type="submit" className="btn btn-primary">
              {t('newsletterConfirmButton')}
            </button>
          </form>
        )}
      </div>
    </>
  );
}

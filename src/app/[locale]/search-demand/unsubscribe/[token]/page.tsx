import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { demandExists, unsubscribeDemand } from '@/lib/leads/subscriptions';
import { PageBanner } from '@/components/layout/page-banner';

type Props = {
  params: Promise<{ locale: string; token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const metadata: Metadata = { robots: { index: false } };

/**
 * Unsubscribe from a search demand's mails. The mail's link opens this page and one button does
 * it (a plain form POST, so mail scanners that follow links unsubscribe nobody); mail clients use
 * the one-click List-Unsubscribe POST of /api/unsubscribe/{token}/ instead.
 */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  const { locale: raw, token } = await params;
  const locale = raw as AppLocale;
  setRequestLocale(locale);
  const done = (await searchParams).done === '1';
  const t = await getTranslations({ locale, namespace: 'FormPages' });
  const exists = await demandExists(token);
  async function unsubscribe() {
    'use server';
    await unsubscribeDemand(token);
    redirect('?done=1');
  }
  return (
    <>
      <PageBanner locale={locale} title={t('unsubscribeTitle')} trail={[{ label: t('unsubscribeTitle') }]} />
      <div className="container-page space-y-6 py-10">
        {!exists ? (
          <p role="status">{t('unsubscribeInvalid')}</p>
        ) : done ? (
          <p role="status" className="text-lg">
            {t('unsubscribed')}
          </p>
        ) : (
          <form action={unsubscribe} className="space-y-4">
            <p className="text-lg">{t('unsubscribeQuestion')}</p>
            <button type="submit" className="btn btn-primary">
              {t('unsubscribeButton')}
            </button>
          </form>
        )}
      </div>
    </>
  );
}

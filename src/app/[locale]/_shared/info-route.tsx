import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { formatPhone } from '@/domain/phone';
import { alternatesFor } from '@/i18n/metadata';
import type { AppLocale } from '@/i18n/routing';
import { content } from '@/lib/content/load';
import { InfoPageView } from '@/components/pages/info-page-view';

type InfoRoute = '/search-demand' | '/valuation' | '/login';
const KEYS: Record<InfoRoute, 'demand' | 'valuation' | 'login'> = { '/search-demand': 'demand', '/valuation': 'valuation', '/login': 'login' };

export async function infoMetadata(route: InfoRoute, locale: AppLocale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'FormPages' });
  const key = KEYS[route];
  return { title: t(`${key}Title`), description: t(`${key}Intro`), alternates: alternatesFor(locale, route), robots: route === '/login' ? { index: false } : undefined };
}

/** The pages whose forms arrive with the lead-forms and owner-portal issues: intro and direct contact. */
export async function InfoRoutePage({ route, locale }: { route: InfoRoute; locale: AppLocale }) {
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'FormPages' });
  const { agency } = content().site;
  const key = KEYS[route];
  return (
    <InfoPageView locale={locale} title={t(`${key}Title`)} intro={t(`${key}Intro`)} agency={agency}>
      <p className="rounded-xl bg-brand-light p-5">{t('comingByPhone', { phone: formatPhone(agency.phone), email: agency.email })}</p>
    </InfoPageView>
  );
}

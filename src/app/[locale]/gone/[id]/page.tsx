import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { publicReads } from '@/lib/public-reads';
import { withdrawnProperty } from '@/lib/catalogue/withdrawn';
import { PropertyNotFoundView } from '@/components/property/property-not-found-view';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'PropertyDetail' });
  return { title: t('notFoundTitle'), robots: { index: false } };
}

/**
 * A withdrawn property's address, reached through the proxy, which answers 410 Gone (issue 15):
 * the "not found" message with the properties most like it. Anything else is a 404.
 */
export default async function GonePropertyPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale as AppLocale);
  const target = await withdrawnProperty(Number(id));
  if (!target) notFound();
  // Those most like it first, completed with the newest when fewer than four are alike.
  const [similar, newest] = await Promise.all([
    publicReads.similar(target, locale),
    publicReads.spotlight(locale as AppLocale),
  ]);
  const suggestions = [...similar, ...newest.filter((card) => !similar.some((s) => s.id === card.id))].slice(0, 4);
  return <PropertyNotFoundView locale={locale as AppLocale} suggestions={suggestions} gone />;
}

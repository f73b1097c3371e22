import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { NotFoundView } from '@/components/pages/not-found-view';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'NotFoundPage' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * The full 404 page, in the site's shell: where the proxy sends an address nothing answers, with
 * status 404 (src/proxy.ts). Next.js sends a page's notFound() as an empty document that only
 * JavaScript fills; the edge asks for this page instead (src/server/not-found.ts, decision 023).
 */
export default async function FullNotFoundPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  return <NotFoundView locale={locale as AppLocale} />;
}

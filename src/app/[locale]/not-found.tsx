import { getLocale, getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { NotFoundView } from '@/components/pages/not-found-view';

export async function generateMetadata() {
  const t = await getTranslations({ locale: await getLocale(), namespace: 'NotFoundPage' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * The language's not-found boundary: in every page's payload, met only when a page in the browser
 * finds nothing (a 404 a visitor is sent is the full page of vitrine-not-found, decision 023), so
 * with the plain search form.
 */
export default async function LocaleNotFound() {
  return <NotFoundView locale={(await getLocale()) as AppLocale} plain />;
}

import { getLocale, getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { NotFoundView } from '@/components/pages/not-found-view';

export async function generateMetadata() {
  const t = await getTranslations({ locale: await getLocale(), namespace: 'NotFoundPage' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function LocaleNotFound() {
  return <NotFoundView locale={(await getLocale()) as AppLocale} />;
}

import { setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { PropertyNotFound, propertyNotFoundMetadata } from '../../_shared/property-not-found';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = propertyNotFoundMetadata;

/** The full 404 page of a property or project address that names none, with the newest as suggestions (see ../page.tsx). */
export default async function FullPropertyNotFoundPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  return <PropertyNotFound />;
}

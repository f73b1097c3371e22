import type { Metadata } from 'next';
import type { AppLocale } from '@/i18n/routing';
import { InfoRoutePage, infoMetadata } from '../_shared/info-route';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return infoMetadata('/valuation', (await params).locale as AppLocale);
}

export default async function ValuationPage({ params }: Props) {
  return <InfoRoutePage route="/valuation" locale={(await params).locale as AppLocale} />;
}

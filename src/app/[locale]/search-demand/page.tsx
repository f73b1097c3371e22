import type { Metadata } from 'next';
import type { AppLocale } from '@/i18n/routing';
import { InfoRoutePage, infoMetadata } from '../_shared/info-route';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return infoMetadata('/search-demand', (await params).locale as AppLocale);
}

export default async function SearchDemandPage({ params }: Props) {
  return <InfoRoutePage route="/search-demand" locale={(await params).locale as AppLocale} />;
}

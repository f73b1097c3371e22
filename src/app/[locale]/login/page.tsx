import type { Metadata } from 'next';
import type { AppLocale } from '@/i18n/routing';
import { InfoRoutePage, infoMetadata } from '../_shared/info-route';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return infoMetadata('/login', (await params).locale as AppLocale);
}

export default async function LoginPage({ params }: Props) {
  return <InfoRoutePage route="/login" locale={(await params).locale as AppLocale} />;
}

import type { Metadata } from 'next';
import type { AppLocale } from '@/i18n/routing';
import { ListingPage, listingMetadata } from '../_shared/listing-route';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listingMetadata(1, (await params).locale as AppLocale);
}

export default async function ForRentPage({ params, searchParams }: Props) {
  return <ListingPage goal={1} locale={(await params).locale as AppLocale} searchParams={searchParams} />;
}

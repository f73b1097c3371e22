import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { parseFavouriteIds } from '@/domain/search/favourites';
import { alternatesFor } from '@/i18n/metadata';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { favouriteCards } from '@/lib/catalogue/favourites';
import { FavouritesView } from '@/components/favourites/favourites-view';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as AppLocale;
  const t = await getTranslations({ locale, namespace: 'Favourites' });
  // One visitor's list: nothing for a search engine (and not in the sitemap).
  return {
    title: t('title'),
    description: t('description'),
    alternates: alternatesFor(locale, '/favourites'),
    robots: { index: false, follow: true },
  };
}

/**
 * The favourites page (issue 20). It renders from the address alone (`?ids=12,7,30`), never from
 * the visitor's storage: so the page cache may keep it like any public page (the same address
 * shows the same list to everyone; nobody's list is in a page unless it is in its address), and
 * the address is the share link. In the browser, the visitor's own list (localStorage) is put in
 * the address (favourites-panel.tsx). Bad ids are ignored, at most MAX_FAVOURITES are read.
 */
export default async function FavouritesPage({ params, searchParams }: Props) {
  const locale = (await params).locale as AppLocale;
  setRequestLocale(locale);
  const ids = parseFavouriteIds((await searchParams).ids);
  const { cards, gone } = await favouriteCards(ids, locale);
  return (
    <FavouritesView
      locale={locale}
      ids={ids}
      cards={cards}
      gone={gone}
      basePath={getPathname({ locale, href: '/favourites' })}
    />
  );
}

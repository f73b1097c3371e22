import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { properties } from '@/db/schema';
import { MAX_FAVOURITES } from '@/domain/search/favourites';
import { cardSelection, loadCards } from './cards-query';
import type { PropertyCard } from './card';

export type FavouriteCards = {
  /** The published ones (sold and rented included, with their ribbon), in the order asked. */
  cards: PropertyCard[];
  /** Ids that are not, or no longer, on the site (withdrawn, deleted, never existed). */
  gone: number[];
};

/** The cards of a favourites list (issue 20); ids come parsed and capped (domain/search/favourites). */
export async function favouriteCards(
  ids: readonly number[],
  locale: string,
  db: Db = getDb(),
): Promise<FavouriteCards> {
  const asked = ids.slice(0, MAX_FAVOURITES);
  if (!asked.length) return { cards: [], gone: [] };
  const rows = await cardSelection(db).where(and(inArray(properties.id, asked), eq(properties.status, 'published')));
  const cards = await loadCards(db, rows, locale);
  const byId = new Map(cards.map((card) => [card.id, card]));
  return {
    cards: asked.flatMap((id) => byId.get(id) ?? []),
    gone: asked.filter((id) => !byId.has(id)),
  };
}

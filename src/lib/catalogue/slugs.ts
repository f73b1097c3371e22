import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Db } from '@/db/open';
import { propertyTexts } from '@/db/schema';
import { slugIn } from '@/domain/slug';

type Titles = { locale: string; title: string | null }[];

/** The titles of these properties in every language, by property: what their slugs are made from. */
export async function titlesOf(db: Db, ids: number[]): Promise<Map<number, Titles>> {
  const byId = new Map<number, Titles>();
  if (!ids.length) return byId;
  const rows = await db
    .select({ propertyId: propertyTexts.propertyId, locale: propertyTexts.locale, title: propertyTexts.title })
    .from(propertyTexts)
    .where(inArray(propertyTexts.propertyId, ids));
  for (const row of rows) byId.set(row.propertyId, [...(byId.get(row.propertyId) ?? []), row]);
  return byId;
}

/** A property's slug in `locale` (domain/slug), from titlesOf's map. */
export function slugOf(titles: Map<number, Titles>, id: number, locale: string, stored: string): string {
  return slugIn(titles.get(id) ?? [], locale, stored);
}

import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { media, properties, propertyTexts } from '@/db/schema';
import { cardSelection, loadCards } from './cards-query';
import type { Photo, PropertyCard } from './card';

export type PropertyDetail = PropertyCard & {
  recordFile: string | null;
  street: string | null;
  houseNumber: string | null;
  boxNr: string | null;
  description: string;
  /** The language the description is written in, when it is not the page's language. */
  descriptionLocale: string | null;
  photos: Photo[];
  project: { id: number; slug: string; city: string } | null;
  raw: typeof properties.$inferSelect;
};

/** A published property with its texts and photos, or null (unknown, draft). */
export async function getProperty(id: number, locale: string, db: Db = getDb()): Promise<PropertyDetail | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const where = and(eq(properties.id, id), eq(properties.status, 'published'));
  const [row] = await cardSelection(db).where(where);
  const [raw] = await db.select().from(properties).where(where);
  if (!row || !raw) return null;
  const [texts, photos] = await Promise.all([
    db.select().from(propertyTexts).where(eq(propertyTexts.propertyId, id)),
    db
      .select()
      .from(media)
      .where(and(eq(media.propertyId, id), eq(media.kind, 'photo')))
      .orderBy(asc(media.sort)),
  ]);
  const [card] = await loadCards(db, [row], locale);
  if (!card) return null;
  const text = texts.find((t) => t.locale === locale && t.description) ?? texts.find((t) => t.locale === 'nl') ?? texts[0];
  return {
    ...card,
    recordFile: raw.recordFile,
    street: raw.publishAddress ? raw.street : null,
    houseNumber: raw.publishAddress ? raw.houseNumber : null,
    boxNr: raw.publishAddress ? raw.boxNr : null,
    description: text?.description ?? '',
    descriptionLocale: text && text.locale !== locale ? text.locale : null,
    photos: photos.map((p, i) => ({
      src: p.url,
      width: p.width ?? 1360,
      height: p.height ?? 1020,
      alt: p.name ?? `${card.title} (${i + 1})`,
    })),
    project: row.projectId && row.projectSlug && row.projectCity ? { id: row.projectId, slug: row.projectSlug, city: row.projectCity } : null,
    raw,
  };
}

import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/open';
import { media, properties, propertyTexts, propertyTypes } from '@/db/schema';
import { rowInLanguage } from '@/domain/language/localized-text';
import { slugIn } from '@/domain/property/slug';
import { PHOTO_FALLBACK_SIZE } from '@/domain/media/photo-file';
import { toCard, type CardRow, type Photo, type PropertyCard } from './card';
import { propertiesWithProject } from './property-project';
import { projectIn } from './slugs';

/** The columns a card needs, joined with its type and project. */
export function cardSelection(db: Db) {
  return propertiesWithProject(db, {
    id: properties.id,
    goal: properties.goal,
    slug: properties.slug,
    price: properties.price,
    publishPrice: properties.publishPrice,
    priceUnit: properties.priceUnit,
    charges: sql<number | null>`(${properties.financial}->>'chargesRenter')::float8`,
    marquee: properties.marquee,
    marqueeName: properties.marqueeName,
    zip: properties.zip,
    city: properties.city,
    countryId: properties.countryId,
    energyPerformance: properties.energyPerformance,
    epcLabelText: properties.epcLabelText,
    bedrooms: properties.bedrooms,
    bathrooms: properties.bathrooms,
    livingSurface: properties.livingSurface,
    groundSurface: properties.groundSurface,
    availability: properties.availability,
    lat: properties.lat,
    lng: properties.lng,
    publishAddress: properties.publishAddress,
    typeNames: propertyTypes.names,
    webId: properties.webId,
  })
    .innerJoin(propertyTypes, eq(propertyTypes.webId, properties.webId))
    .$dynamic();
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof cardSelection>['execute']>>[number];

/** Adds each card's title (domain/language/localized-text: the language, else the site's default, else its other languages) and first photo: two queries for a page. */
export async function loadCards(db: Db, rows: SelectedRow[], locale: string): Promise<PropertyCard[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [texts, photos] = await Promise.all([
    db
      .select({ propertyId: propertyTexts.propertyId, locale: propertyTexts.locale, title: propertyTexts.title })
      .from(propertyTexts)
      .where(inArray(propertyTexts.propertyId, ids)),
    db
      .select({
        propertyId: media.propertyId,
        url: media.url,
        width: media.width,
        height: media.height,
        sort: media.sort,
      })
      .from(media)
      .where(and(inArray(media.propertyId, ids), eq(media.kind, 'photo')))
      .orderBy(asc(media.propertyId), asc(media.sort)),
  ]);
  return rows.map((row) => {
    const own = texts.filter((t) => t.propertyId === row.id);
    const title = rowInLanguage(own, locale)?.title ?? '';
    const ownPhotos = photos.filter((p) => p.propertyId === row.id);
    const first = ownPhotos[0];
    const photo: Photo | null = first
      ? {
          src: first.url,
          width: first.width ?? PHOTO_FALLBACK_SIZE.width,
          height: first.height ?? PHOTO_FALLBACK_SIZE.height,
          alt: title,
        }
      : null;
    const cardRow: CardRow = {
      ...row,
      // The address takes the title in the page's language (domain/property/slug).
      slug: slugIn(own, locale, row.slug),
      project: projectIn(row, locale),
    };
    return toCard(cardRow, locale, title, photo, ownPhotos.length);
  });
}

import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { properties, propertyTexts } from '@/db/schema';
import { listingGaps, type ListingGaps } from '@/domain/legal/mentions';
import { rowInLanguage } from '@/domain/language/localized-text';

/**
 * The published listings whose ad lacks a mention their region's law requires, or whose EPC label
 * its score contradicts (issue 42): for the back office's legal page and each connector run's
 * report. `ids` limits it to those listings. Titles in `locale`, else another language.
 */
export async function legalGaps(
  options: { ids?: number[]; locale?: string } = {},
  db: Db = getDb(),
): Promise<ListingGaps[]> {
  if (options.ids && options.ids.length === 0) return [];
  const where = and(eq(properties.status, 'published'), options.ids ? inArray(properties.id, options.ids) : undefined);
  const rows = await db
    .select({
      id: properties.id,
      reference: properties.recordFile,
      goal: properties.goal,
      zip: properties.zip,
      countryId: properties.countryId,
      webId: properties.webId,
      price: properties.price,
      publishPrice: properties.publishPrice,
      energyScore: properties.energyPerformance,
      energyLabel: properties.epcLabelText,
      energy: properties.energy,
      flood: properties.flood,
      planning: properties.planning,
      financial: properties.financial,
      flags: properties.flags,
    })
    .from(properties)
    .where(where)
    .orderBy(asc(properties.id));
  if (!rows.length) return [];
  const texts = await db
    .select({
      propertyId: propertyTexts.propertyId,
      locale: propertyTexts.locale,
      title: propertyTexts.title,
      description: propertyTexts.description,
    })
    .from(propertyTexts)
    .where(
      inArray(
        propertyTexts.propertyId,
        rows.map((r) => r.id),
      ),
    );
  return rows.flatMap((row) => {
    const own = texts.filter((t) => t.propertyId === row.id);
    const gaps = listingGaps(
      { id: row.id, reference: row.reference, title: rowInLanguage(own, options.locale ?? 'nl')?.title ?? '' },
      {
        ...row,
        goal: row.goal === 1 ? 'rent' : 'sale',
        hasDescription: own.some((t) => t.description.trim() !== ''),
      },
    );
    return gaps ? [gaps] : [];
  });
}

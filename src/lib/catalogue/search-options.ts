import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { properties, propertyTypes } from '@/db/schema';
import { cityParam } from '@/domain/search/search-query';
import { placeName } from '@/domain/place/place-names';
import { localizedText } from '@/domain/language/localized-text';

/** A city a visitor can pick: `value` is the `city` parameter (`wavre|1300`). */
export type CityOption = { value: string; name: string; zip: string; count: number };
/** A type a visitor can pick: `value` is the WebID. */
export type TypeOption = { value: number; name: string };
/** Everything the search boxes offer, per goal (0 sale, 1 rent). */
export type SearchOptions = { cities: Record<0 | 1, CityOption[]>; types: Record<0 | 1, TypeOption[]> };

/** Cities with published properties for the goal, with their counts, by name (specification section 3, city list). */
export async function citiesFor(goal: 0 | 1, db: Db = getDb()): Promise<CityOption[]> {
  const rows = await db
    .select({ city: sql<string>`min(${properties.city})`, zip: properties.zip, count: sql<number>`count(*)::int` })
    .from(properties)
    .where(and(eq(properties.goal, goal), eq(properties.status, 'published')))
    .groupBy(sql`lower(${properties.city})`, properties.zip)
    .orderBy(sql`lower(min(${properties.city}))`, asc(properties.zip));
  return rows.map((r) => ({
    value: cityParam({ name: r.city, zip: r.zip }),
    name: r.city,
    zip: r.zip,
    count: r.count,
  }));
}

/** Types allowed for the goal, in their show order, named in the language. */
export async function typesFor(goal: 0 | 1, locale: string, db: Db = getDb()): Promise<TypeOption[]> {
  const rows = await db
    .select({ webId: propertyTypes.webId, names: propertyTypes.names })
    .from(propertyTypes)
    .where(goal === 1 ? eq(propertyTypes.rent, true) : eq(propertyTypes.sale, true))
    .orderBy(asc(propertyTypes.showOrder), asc(propertyTypes.webId));
  return rows.map((r) => ({ value: r.webId, name: localizedText(r.names, locale) }));
}

/**
 * How long the options are reused. Counting every city on each list and home request is the
 * costliest part of those pages at 100.000 properties (scripts/bench); a count a minute old is fine.
 */
const OPTIONS_TTL_MS = 60_000;
const memo = new WeakMap<Db, Map<string, { at: number; value: Promise<SearchOptions> }>>();

/** Both goals at once, read now (the pages read them through the data cache: ./cached.ts). */
export async function loadOptions(locale: string, db: Db = getDb()): Promise<SearchOptions> {
  const [sale, rent, saleTypes, rentTypes] = await Promise.all([
    citiesFor(0, db),
    citiesFor(1, db),
    typesFor(0, locale, db),
    typesFor(1, locale, db),
  ]);
  return {
    cities: { 0: localCities(sale, locale), 1: localCities(rent, locale) },
    types: { 0: saleTypes, 1: rentTypes },
  };
}

/**
 * The city list in the page's language ("Ixelles" on a French page, "Elsene" on a Dutch one),
 * by that name; the value stays the stored name, so the filter still matches.
 */
function localCities(list: CityOption[], locale: string): CityOption[] {
  const named = list.map((c) => ({ ...c, name: placeName(c.name, locale) }));
  if (named.every((c, i) => c.name === list[i]!.name)) return named;
  return named.sort(
    (a, b) => a.name.localeCompare(b.name, locale, { sensitivity: 'base' }) || a.zip.localeCompare(b.zip),
  );
}

/** Both goals at once (the home box switches goal without a round trip), reused for a minute. */
export function searchOptions(locale: string, db: Db = getDb(), now = Date.now()): Promise<SearchOptions> {
  let byLocale = memo.get(db);
  if (!byLocale) memo.set(db, (byLocale = new Map()));
  const hit = byLocale.get(locale);
  if (hit && now - hit.at < OPTIONS_TTL_MS) return hit.value;
  const value = loadOptions(locale, db);
  byLocale.set(locale, { at: now, value });
  // A failed read is not kept: the next request tries again.
  value.catch(() => byLocale.delete(locale));
  return value;
}

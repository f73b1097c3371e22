import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { APPROXIMATE_CELL } from '@/domain/property/map-position';
import { emptySearchQuery, parseSearchQuery } from '@/domain/search/search-query';
import { aProperty, seedCatalogue, type PropertyRecord } from '@/test/data/catalogue';
import { testDatabase } from '@/test/data/database';
import { searchMapPoints } from './map-points';
import { citiesFor, searchOptions, typesFor } from './search-options';

/**
 * Hasselt: 3 for sale and 14 for rent (more than a list page), 2 of the rentals with their address
 * hidden; Leuven: 2 for sale; Genk: 1 for sale; a draft in Hasselt that counts nowhere.
 */
const CITY = { name: 'Hasselt', zip: '3500', value: 'hasselt|3500' };
const at = (city: string, zip: string, i: number, publish = true): Partial<PropertyRecord> => ({
  address: { street: 'Kerkstraat', houseNumber: String(i), zip, city, publish },
  location: { lat: 50.9 + i / 1000, lng: 5.3 + i / 1000 },
});
const properties = [
  ...[1, 2, 3].map((i) => aProperty(1000 + i, at(CITY.name, CITY.zip, i))),
  ...Array.from({ length: 14 }, (_, i) =>
    aProperty(1100 + i, { goal: 'rent', price: 900, ...at(CITY.name, CITY.zip, 10 + i, i < 12) }),
  ),
  ...[1, 2].map((i) => aProperty(1200 + i, at('Leuven', '3000', 30 + i))),
  aProperty(1301, at('Genk', '3600', 40)),
  aProperty(1401, { status: 'draft', ...at(CITY.name, CITY.zip, 50) }),
];
const handle = testDatabase((db) => seedCatalogue(db, { properties }));

describe('search options', () => {
  it('lists the cities of a goal with their counts (Hasselt: 3 for sale, 14 for rent)', async () => {
    const sale = await citiesFor(0, handle.db);
    const rent = await citiesFor(1, handle.db);
    expect(sale.find((c) => c.value === CITY.value)).toMatchObject({ name: CITY.name, zip: CITY.zip, count: 3 });
    expect(rent.find((c) => c.value === CITY.value)?.count).toBe(14);
    expect(sale.map((c) => [c.name, c.count])).toEqual([
      ['Genk', 1],
      ['Hasselt', 3],
      ['Leuven', 2],
    ]);
    const { rows } = await handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from properties where goal = 0 and status = 'published'`,
    );
    expect(sale.reduce((sum, c) => sum + c.count, 0)).toBe(rows[0]?.n);
  });

  it('lists the types allowed for a goal in their order and language', async () => {
    const types = await typesFor(0, 'fr', handle.db);
    expect(types[0]).toEqual({ value: 1, name: 'Maison' });
    expect(types.map((t) => t.value)).toContain(9);
  });

  it('reuses the options for a minute, then reads them again', async () => {
    const first = searchOptions('nl', handle.db, 1_000);
    expect(searchOptions('nl', handle.db, 30_000)).toBe(first);
    expect(searchOptions('nl', handle.db, 62_000)).not.toBe(first);
    expect((await first).cities[0].length).toBe(3);
  });
});

describe('searchMapPoints', () => {
  it('gives every property of the search with a position, not just one page', async () => {
    const map = await searchMapPoints(1, parseSearchQuery({ city: CITY.value }, 1), 'nl', handle.db);
    expect(map.points.map((p) => p.card.id).sort()).toEqual(Array.from({ length: 14 }, (_, i) => 1100 + i));
    expect(map.truncated).toBe(false);
  });

  it('never hands out the exact position of a hidden address', async () => {
    const all = [
      ...(await searchMapPoints(0, emptySearchQuery(), 'nl', handle.db)).points,
      ...(await searchMapPoints(1, emptySearchQuery(), 'nl', handle.db)).points,
    ];
    const hidden = all.filter((p) => p.position.kind === 'approximate');
    expect(hidden.map((p) => p.card.id).sort()).toEqual([1112, 1113]);
    for (const point of hidden) {
      const { rows } = await handle.db.execute<{ lat: number; lng: number }>(
        sql`select lat, lng from properties where id = ${point.card.id}`,
      );
      const exact = rows[0]!;
      expect(point.card.publishAddress).toBe(false);
      expect(point.position.lat).not.toBe(exact.lat);
      expect(point.card.position).toEqual(point.position); // the card carries the approximate spot only
      expect(JSON.stringify(point.card)).not.toContain(String(exact.lat));
      expect(Math.abs(point.position.lat - exact.lat)).toBeLessThanOrEqual(APPROXIMATE_CELL / 2 + 1e-9);
      expect(Math.abs(point.position.lng - exact.lng)).toBeLessThanOrEqual(APPROXIMATE_CELL / 2 + 1e-9);
    }
    expect(all.filter((p) => p.position.kind === 'exact').every((p) => p.card.publishAddress)).toBe(true);
  });
});

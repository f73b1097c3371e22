import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { demoDatabase } from '@/test/demo-db';
import { APPROXIMATE_CELL } from '@/domain/map-position';
import { emptySearchQuery, parseSearchQuery } from '@/domain/search-query';
import { searchMapPoints } from './map-points';
import { citiesFor, searchOptions, typesFor } from './search-options';
import { DEMO } from '../../../examples/demo-agency/facts';

const handle = demoDatabase();

describe('search options', () => {
  it('lists the cities of a goal with their counts (the largest city: 20 for sale, 59 for rent)', async () => {
    const sale = await citiesFor(0, handle.db);
    const rent = await citiesFor(1, handle.db);
    expect(sale.find((c) => c.value === DEMO.city.value)).toMatchObject({
      name: DEMO.city.name,
      zip: DEMO.city.zip,
      count: 20,
    });
    expect(rent.find((c) => c.value === DEMO.city.value)?.count).toBe(59);
    const names = sale.map((c) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
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
    expect((await first).cities[0].length).toBeGreaterThan(3);
  });
});

describe('searchMapPoints', () => {
  it('gives every property of the search with a position, not just one page', async () => {
    const map = await searchMapPoints(1, parseSearchQuery({ city: DEMO.city.value }, 1), 'nl', handle.db);
    const { rows } = await handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from properties where goal = 1 and status = 'published' and lower(city) = ${DEMO.city.name.toLowerCase()} and zip = ${DEMO.city.zip} and lat is not null and lng is not null`,
    );
    expect(map.points.length).toBe(rows[0]?.n);
    expect(map.points.length).toBeGreaterThan(12);
    expect(map.truncated).toBe(false);
  });

  it('never hands out the exact position of a hidden address', async () => {
    const all = [
      ...(await searchMapPoints(0, emptySearchQuery(), 'nl', handle.db)).points,
      ...(await searchMapPoints(1, emptySearchQuery(), 'nl', handle.db)).points,
    ];
    const hidden = all.filter((p) => p.position.kind === 'approximate');
    expect(hidden.length).toBeGreaterThan(0);
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

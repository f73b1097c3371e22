import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { emptySearchQuery, parseSearchQuery, type SearchQuery } from '@/domain/search/search-query';
import { aProject, aProperty, aUnit, seedCatalogue, type PropertyRecord } from '@/test/data/catalogue';
import { testDatabase } from '@/test/data/database';
import { legacyAddress } from './legacy';
import { getProperty } from './property';
import { searchProperties } from './search';
import { getProject, listProjects } from '../projects/projects';

/**
 * For sale: 14 available homes in Leuven (houses and flats, 1 to 4 bedrooms, € 200.000 to € 590.000,
 * 80 to 210 m²), 3 in Liège, one with its price on request, one with its address hidden, 2 sold,
 * 2 in Hasselt, 4 project units; for rent: 3 in Hasselt and one in Leuven; a draft; one without an
 * English description. Three projects, Zonneveld with a single unit at € 397.000.
 */
const leuven = Array.from({ length: 14 }, (_, i) =>
  aProperty(2001 + i, {
    type: i % 2 ? 2 : 1,
    bedrooms: 1 + (i % 4),
    price: 200_000 + i * 30_000,
    livingSurface: 80 + i * 10,
  }),
);
const liege = { street: 'Rue Neuve', houseNumber: '5', zip: '4000', city: 'Liège', publish: true };
const hasselt = { street: 'Kerkstraat', houseNumber: '2', zip: '3500', city: 'Hasselt', publish: true };
const properties: PropertyRecord[] = [
  ...leuven,
  ...[2101, 2102, 2103].map((id) => aProperty(id, { address: liege, location: { lat: 50.64, lng: 5.57 } })),
  aProperty(2201, { price: 450_000, publishPrice: false, bedrooms: 3 }),
  ...[2301, 2302].map((id) => aProperty(id, { availability: 'sold' })),
  ...[2401, 2402].map((id) => aProperty(id, { address: hasselt })),
  ...[2501, 2502, 2503].map((id) => aProperty(id, { goal: 'rent', price: 950, address: hasselt })),
  aProperty(2504, { goal: 'rent', price: 1100 }),
  aProperty(2601, { status: 'draft' }),
  aProperty(2701, {
    texts: {
      nl: { title: 'Woning zonder Engelse beschrijving', description: 'Alleen in het Nederlands beschreven.' },
      en: { title: 'House without an English description', description: '' },
    },
  }),
  aProperty(2801, {
    address: { street: 'Verborgen straat', houseNumber: '9', zip: '3000', city: 'Leuven', publish: false },
  }),
  aUnit(3011, 301, { price: 397_000 }),
  aUnit(3021, 302, { price: 250_000 }),
  aUnit(3022, 302, { price: 300_000 }),
  aUnit(3031, 303, { price: 280_000 }),
];
const handle = testDatabase((db) =>
  seedCatalogue(db, {
    projects: [
      aProject(301, { name: 'Zonneveld' }),
      aProject(302, { name: 'Parkhof' }),
      aProject(303, { name: 'Kaai' }),
    ],
    properties,
  }),
);
const first3 = (r: { items: { id: number }[] }) => r.items.slice(0, 3).map((c) => c.id);
const q = (params: Record<string, string | string[]>, goal: 0 | 1 = 0): SearchQuery => parseSearchQuery(params, goal);

describe('searchProperties (list pages)', () => {
  it('counts the published properties of a goal and pages them by 12', async () => {
    const { rows } = await handle.db.execute<{ goal: number; n: number }>(
      sql`select goal, count(*)::int as n from properties where status = 'published' group by goal order by goal`,
    );
    const expected = Object.fromEntries(rows.map((r) => [r.goal, r.n]));
    const sale = await searchProperties(0, emptySearchQuery(), 'nl', handle.db);
    expect(sale.total).toBe(expected[0]);
    expect(sale.items).toHaveLength(12);
    expect(sale.pages).toBe(Math.ceil(sale.total / 12));
    const rent = await searchProperties(1, emptySearchQuery(), 'nl', handle.db);
    expect(rent.total).toBe(expected[1]);
  });

  it('finds the properties of a city: Hasselt with 2 for sale and 3 for rent', async () => {
    expect((await searchProperties(0, q({ city: 'hasselt|3500' }), 'nl', handle.db)).total).toBe(2);
    expect((await searchProperties(1, q({ city: 'hasselt|3500' }, 1), 'nl', handle.db)).total).toBe(3);
  });

  it('filters by type WebID, minimum rooms and price', async () => {
    const result = await searchProperties(0, q({ type: '1', bedrooms: '3', price: '300000-600000' }), 'en', handle.db);
    // The available houses of Leuven with 3 bedrooms or more in that range; not the one on request.
    const wanted = leuven.filter((p) => p.type === 1 && p.bedrooms! >= 3 && p.price! >= 300_000 && p.price! <= 600_000);
    expect(wanted.length).toBeGreaterThan(1);
    expect(result.items.map((c) => c.id).sort()).toEqual(wanted.map((p) => p.id));
    for (const card of result.items) {
      expect(card.typeName).toBe('House');
      expect(card.bedrooms).toBeGreaterThanOrEqual(3);
      expect(card.price.kind === 'amount' ? card.price.text : '').toMatch(/^€[3-6]\d{2},\d{3}$/); // English: CLDR en-GB;
    }
  });

  it('never filters on a hidden price', async () => {
    const result = await searchProperties(0, q({ price: '1000-3000000' }), 'nl', handle.db);
    expect(result.total).toBeGreaterThan(12);
    const all = [];
    for (let page = 1; page <= result.pages; page++)
      all.push(...(await searchProperties(0, q({ price: '1000-3000000', page: String(page) }), 'nl', handle.db)).items);
    expect(all.filter((card) => card.price.kind === 'on-request')).toEqual([]);
    expect(all.map((card) => card.id)).not.toContain(2201);
  });

  it('sorts by price both ways, with hidden prices last', async () => {
    const up = await searchProperties(0, q({ sort: 'price-asc' }), 'nl', handle.db);
    const down = await searchProperties(0, q({ sort: 'price-desc' }), 'nl', handle.db);
    const amount = (text: string) => Number(text.replace(/\D/g, ''));
    const ups = up.items.flatMap((c) => (c.price.kind === 'amount' ? [amount(c.price.text)] : []));
    const downs = down.items.flatMap((c) => (c.price.kind === 'amount' ? [amount(c.price.text)] : []));
    expect(ups).toEqual([...ups].sort((a, b) => a - b));
    expect(downs).toEqual([...downs].sort((a, b) => b - a));
  });

  it('sorts by surface both ways (living, else plot), with the properties without a surface last both ways', async () => {
    // One available home without any surface; put back afterwards.
    const { rows: [bare] = [] } = await handle.db.execute<{ id: number; living: number | null; ground: number | null }>(
      sql`select id, living_surface as living, ground_surface as ground from properties where goal = 0 and status = 'published' and availability is null order by id limit 1`,
    );
    if (!bare) throw new Error('no available sale property');
    await handle.db.execute(sql`update properties set living_surface = null, ground_surface = 0 where id = ${bare.id}`);
    try {
      for (const sort of ['surface-asc', 'surface-desc'] as const) {
        const first = await searchProperties(0, q({ sort }), 'nl', handle.db);
        const all = [...first.items];
        for (let page = 2; page <= first.pages; page++)
          all.push(...(await searchProperties(0, q({ sort, page: String(page) }), 'nl', handle.db)).items);
        expect(all).toHaveLength(first.total);
        // Available homes first (as for every sort), then the sold ones: each part ordered on its own.
        const available = all.filter((c) => !['sold', 'rented', 'sold-out'].includes(c.availability ?? ''));
        const surfaces = available.map((c) => c.livingSurface || c.groundSurface || null);
        const known = surfaces.filter((s): s is number => s !== null);
        expect(known.length).toBeGreaterThan(10);
        expect(known, sort).toEqual([...known].sort((a, b) => (sort === 'surface-asc' ? a - b : b - a)));
        // Every property without a surface comes after every one with a surface.
        expect(surfaces.indexOf(null), sort).toBe(known.length);
        expect(available.slice(known.length).map((c) => c.id)).toContain(bare.id);
      }
      expect(first3(await searchProperties(0, q({ sort: 'surface-asc' }), 'nl', handle.db))).not.toEqual(
        first3(await searchProperties(0, q({ sort: 'surface-desc' }), 'nl', handle.db)),
      );
    } finally {
      await handle.db.execute(
        sql`update properties set living_surface = ${bare.living}, ground_surface = ${bare.ground} where id = ${bare.id}`,
      );
    }
  });

  it('gives the last page for a page past the end, and nothing for an impossible filter', async () => {
    const far = await searchProperties(0, q({ page: '999' }), 'nl', handle.db);
    expect(far.page).toBe(far.pages);
    expect(far.items.length).toBeGreaterThan(0);
    const none = await searchProperties(0, q({ search: 'zzzz-nergens' }), 'nl', handle.db);
    expect(none).toMatchObject({ total: 0, items: [], page: 1, pages: 1 });
  });

  it('shows the homes still available first (under option too), the sold, rented and sold-out ones after them, whatever the sort', async () => {
    for (const sort of ['', 'price-asc', 'price-desc', 'city-asc']) {
      const first = await searchProperties(0, q(sort ? { sort } : {}), 'nl', handle.db);
      const all = [];
      for (let page = 1; page <= first.pages; page++)
        all.push(
          ...(await searchProperties(0, q({ ...(sort ? { sort } : {}), page: String(page) }), 'nl', handle.db)).items,
        );
      const done = all.map((card) => ['sold', 'rented', 'sold-out'].includes(card.availability ?? ''));
      expect(all).toHaveLength(first.total);
      expect(done.some(Boolean), sort).toBe(true);
      // Once a sold or rented card comes, only such cards follow.
      expect(done.slice(done.indexOf(true)).every(Boolean), sort).toBe(true);
      expect(done.slice(0, 12).some(Boolean), sort).toBe(false);
    }
  });

  it('treats LIKE wildcards in the free text literally', async () => {
    const all = await searchProperties(0, q({ search: '%' }), 'nl', handle.db);
    expect(all.total).toBe(0);
  });

  it('finds free text whatever its accents and case, in the city, the street, the title or the postal code', async () => {
    const { rows } = await handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from properties where status = 'published' and goal = 0 and city = 'Liège'`,
    );
    expect(rows[0]!.n).toBe(3);
    for (const words of ['liege', 'LIÈGE', 'Liège'])
      expect((await searchProperties(0, q({ search: words }), 'nl', handle.db)).total, words).toBe(rows[0]!.n);
    expect((await searchProperties(0, q({ search: '4000' }), 'nl', handle.db)).total).toBe(rows[0]!.n);
    const [{ title }] = (
      await handle.db.execute<{ title: string }>(
        sql`select t.title from property_texts t join properties p on p.id = t.property_id where p.status = 'published' and p.goal = 0 and t.locale = 'nl' order by p.id limit 1`,
      )
    ).rows as [{ title: string }];
    const word = title.split(/\s+/).find((w) => w.length > 5)!;
    expect((await searchProperties(0, q({ search: word.toUpperCase() }), 'nl', handle.db)).total).toBeGreaterThan(0);
  });

  it('keeps the folded search text of a property current with its address and titles, and searches it through its trigram index', async () => {
    const [row] = (
      await handle.db.execute<{ id: number; search_text: string }>(
        sql`select id, search_text from properties where city = 'Liège' order by id limit 1`,
      )
    ).rows;
    expect(row!.search_text).toContain('liege');
    await handle.db.execute(
      sql`update property_texts set title = 'Château Ærø' where property_id = ${row!.id} and locale = 'fr'`,
    );
    expect(
      (await handle.db.execute<{ search_text: string }>(sql`select search_text from properties where id = ${row!.id}`))
        .rows[0]!.search_text,
    ).toContain('chateau');
    const plan = await handle.db.transaction(async (tx) => {
      // The catalogue is small enough for a sequential scan to win: forbidden here, the index must serve.
      await tx.execute(sql`set local enable_seqscan = off`);
      return (
        await tx.execute<{ 'QUERY PLAN': string }>(
          sql`explain select id from properties where search_text like vitrine_fold('%tielt%')`,
        )
      ).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    });
    expect(plan).toContain('properties_search_text_trgm_idx');
  });

  it('links cards to their localized address, units under their project', async () => {
    const rent = await searchProperties(1, emptySearchQuery(), 'fr', handle.db);
    expect(rent.items[0]?.href.pathname).toBe('/for-rent/[city]/[slug]/[id]');
    const { rows } = await handle.db.execute<{ id: number }>(
      sql`select id from properties where project_id is not null and status = 'published' limit 1`,
    );
    const unit = await getProperty(rows[0]!.id, 'nl', handle.db);
    expect(unit?.href.pathname).toBe('/projects/[city]/[slug]/[id]/[unit]');
  });
});

describe('getProperty', () => {
  it('returns null for unknown, draft and malformed ids', async () => {
    expect(await getProperty(999_999, 'nl', handle.db)).toBeNull();
    expect(await getProperty(Number.NaN, 'nl', handle.db)).toBeNull();
    expect(await getProperty(2601, 'nl', handle.db)).toBeNull();
  });

  it('falls back to another language when the description is missing, and says which', async () => {
    const property = await getProperty(2701, 'en', handle.db);
    expect(property?.title).toBe('House without an English description');
    expect(property?.descriptionLocale).toBe('nl');
    expect(property?.description).toContain('Alleen in het Nederlands beschreven.');
    // A description in the page's language names none.
    expect((await getProperty(2001, 'en', handle.db))?.descriptionLocale).toBeNull();
  });

  it('hides the street and number when the address is not published', async () => {
    const property = await getProperty(2801, 'nl', handle.db);
    expect(property).toMatchObject({ street: null, houseNumber: null, publishAddress: false });
    expect(await getProperty(2001, 'nl', handle.db)).toMatchObject({ street: 'Stationsstraat', publishAddress: true });
  });
});

describe('projects', () => {
  it('lists the 3 projects with Zonneveld at € 397.000 (min equals max), Parkhof from € 250.000 to € 300.000', async () => {
    const projects = await listProjects('nl', handle.db);
    expect(projects.map((p) => p.name).sort()).toEqual(['Kaai', 'Parkhof', 'Zonneveld']);
    expect(projects.find((p) => p.name === 'Zonneveld')?.priceRange).toEqual({ min: '€ 397.000', max: null });
    expect(projects.find((p) => p.name === 'Parkhof')?.priceRange).toEqual({ min: '€ 250.000', max: '€ 300.000' });
  });

  it('gives a project its units', async () => {
    const [first] = await listProjects('nl', handle.db);
    const project = await getProject(first!.id, 'fr', handle.db);
    expect(project?.units.length).toBeGreaterThan(0);
    // Its price range as numbers too, for its structured data (issue 44).
    expect(project).toHaveProperty('prices');
    expect(project!.prices === null).toBe(project!.priceRange === null);
    if (project!.prices) expect(project!.prices.low).toBeLessThanOrEqual(project!.prices.high);
    expect(await getProject(123_456, 'fr', handle.db)).toBeNull();
  });
});

describe('legacy addresses', () => {
  it('finds the current address of /property/{id}/ and /project/{id}/', async () => {
    const { rows } = await handle.db.execute<{ id: number; goal: number }>(
      sql`select id, goal from properties where project_id is null and goal = 1 limit 1`,
    );
    const address = await legacyAddress('property', String(rows[0]!.id), 'nl', handle.db);
    expect(address?.pathname).toBe('/for-rent/[city]/[slug]/[id]');
    const [project] = await listProjects('nl', handle.db);
    expect((await legacyAddress('project', String(project!.id), 'nl', handle.db))?.pathname).toBe(
      '/projects/[city]/[slug]/[id]',
    );
    expect(await legacyAddress('property', '999999', 'nl', handle.db)).toBeNull();
    expect(await legacyAddress('property', '1e3', 'nl', handle.db)).toBeNull();
    expect(await legacyAddress('villa', '1', 'nl', handle.db)).toBeNull();
  });
});

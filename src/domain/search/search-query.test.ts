import { describe, expect, it } from 'vitest';
import {
  FILTER_KEYS,
  PAGE_SIZE,
  ROOM_KEYS,
  SORT_KEYS,
  activeFilterCount,
  buildSearchParams,
  cityParam,
  emptySearchQuery,
  isFilterActive,
  parseCityParam,
  parseSearchPrice,
  parseSearchQuery,
  searchHref,
  withPage,
  withoutFilter,
  type SearchQuery,
} from './search-query';

const SALE = 0;
const RENT = 1;

/** Parses a query string as the list page would (URLSearchParams form). */
function parse(query: string, goal: 0 | 1 = SALE): SearchQuery {
  return parseSearchQuery(new URLSearchParams(query), goal);
}

function query(partial: Partial<SearchQuery>): SearchQuery {
  return { ...emptySearchQuery(), ...partial };
}

describe('constants', () => {
  it('match the decisions', () => {
    expect(PAGE_SIZE).toBe(12);
    // Plus sorting by surface (issue 20, what home-seekers expect from the portals).
    expect(SORT_KEYS).toEqual([
      'newest',
      'price-asc',
      'price-desc',
      'surface-asc',
      'surface-desc',
      'type-asc',
      'type-desc',
      'city-asc',
      'city-desc',
    ]);
    expect(ROOM_KEYS).toEqual(['bedrooms', 'bathrooms', 'showerrooms', 'toilets', 'garages']);
    expect(FILTER_KEYS).toEqual([
      'search',
      'cities',
      'types',
      'bedrooms',
      'bathrooms',
      'showerrooms',
      'toilets',
      'garages',
      'price',
    ]);
  });
});

describe('parseSearchQuery: defaults', () => {
  it('reads an empty query as no filter, newest, page 1, list', () => {
    const expected: SearchQuery = {
      search: null,
      cities: [],
      types: [],
      bedrooms: null,
      bathrooms: null,
      showerrooms: null,
      toilets: null,
      garages: null,
      price: null,
      sort: 'newest',
      page: 1,
      view: 'list',
    };
    expect(parse('')).toEqual(expected);
    expect(parseSearchQuery({}, RENT)).toEqual(expected);
  });

  it('ignores unknown parameters', () => {
    expect(parse('utm_source=mail&foo=bar&City=leuven|3000&PAGE=2')).toEqual(emptySearchQuery());
  });

  it('returns a fresh object every time', () => {
    const a = emptySearchQuery();
    a.cities.push({ name: 'x', zip: '1000' });
    expect(emptySearchQuery().cities).toEqual([]);
  });
});

describe('parseSearchQuery: both input shapes', () => {
  it('reads Next searchParams records (string, array, undefined)', () => {
    const q = parseSearchQuery(
      {
        search: ' villa ',
        city: ['leuven|3000', 'brugge|8000'],
        type: '1',
        bedrooms: ['3', '1'],
        price: undefined,
        page: '2',
      },
      SALE,
    );
    expect(q).toEqual(
      query({
        search: 'villa',
        cities: [
          { name: 'leuven', zip: '3000' },
          { name: 'brugge', zip: '8000' },
        ],
        types: [1],
        bedrooms: 3,
        page: 2,
      }),
    );
  });

  it('reads URLSearchParams, including the encoded form', () => {
    expect(parse('city=sint-martens-latem%7C9830&city=la+louvi%C3%A8re|7100').cities).toEqual([
      { name: 'sint-martens-latem', zip: '9830' },
      { name: 'la louvière', zip: '7100' },
    ]);
  });

  it('reads both shapes the same way', () => {
    const text =
      'search=tuin&city=leuven|3000&type=2&type=1&garages=1&price=100000-250000&sort=price-asc&page=3&view=map';
    const record: Record<string, string | string[]> = {};
    for (const [key, value] of new URLSearchParams(text)) {
      const prev = record[key];
      record[key] = prev === undefined ? value : ([] as string[]).concat(prev, value);
    }
    expect(parseSearchQuery(record, SALE)).toEqual(parse(text));
  });

  it('does not read inherited properties of a record', () => {
    const record = Object.create({ page: '5' }) as Record<string, string>;
    expect(parseSearchQuery(record, SALE).page).toBe(1);
  });
});

describe('parseSearchQuery: search', () => {
  it('is trimmed; empty or blank → null', () => {
    expect(parse('search=%20%20hoeve%20%20').search).toBe('hoeve');
    expect(parse('search=').search).toBeNull();
    expect(parse('search=%20%20%20').search).toBeNull();
  });

  it('collapses inner white space and drops control characters', () => {
    expect(parse('search=open%0A%09bebouwing%00').search).toBe('open bebouwing');
  });

  it('keeps at most 100 characters', () => {
    expect(parse(`search=${'a'.repeat(150)}`).search).toBe('a'.repeat(100));
    expect(parse(`search=${'b'.repeat(100)}`).search).toBe('b'.repeat(100));
  });

  it('never cuts an emoji in half', () => {
    const text = `${'a'.repeat(99)}🏠🏠`;
    expect(parse(`search=${encodeURIComponent(text)}`).search).toBe(`${'a'.repeat(99)}🏠`);
  });

  it('takes the first value when repeated', () => {
    expect(parse('search=eerste&search=tweede').search).toBe('eerste');
    expect(parseSearchQuery({ search: ['eerste', 'tweede'] }, SALE).search).toBe('eerste');
  });
});

describe('parseSearchQuery: city', () => {
  it('reads lowercase name|zip, repeated, in order', () => {
    expect(parse('city=leuven|3000&city=brugge|8000').cities).toEqual([
      { name: 'leuven', zip: '3000' },
      { name: 'brugge', zip: '8000' },
    ]);
  });

  it('lowercases the name: ?city=Leuven|3000', () => {
    expect(parse('city=Leuven|3000').cities).toEqual([{ name: 'leuven', zip: '3000' }]);
  });

  it('removes duplicates, also those that differ only in case or spaces', () => {
    expect(parse('city=leuven|3000&city=LEUVEN|3000&city=%20leuven%20|3000').cities).toEqual([
      { name: 'leuven', zip: '3000' },
    ]);
  });

  it('keeps the same zip with another name (Belgian zips hold several municipalities)', () => {
    expect(parse('city=leuven|3000&city=heverlee|3000').cities).toHaveLength(2);
  });

  it.each([
    ['city=|3000', 'empty name'],
    ['city=leuven|30', 'short zip'],
    ['city=leuven|30000', 'long zip'],
    ['city=leuven|30a0', 'letters in zip'],
    ['city=leuven', 'no zip'],
    ['city=3000', 'no name'],
    ['city=leuven|3000|x', 'two separators'],
    ['city=', 'empty'],
    ['city=%20|3000', 'blank name'],
    [`city=${'x'.repeat(101)}|3000`, 'name too long'],
  ])('ignores %s (%s)', (text) => {
    expect(parse(text).cities).toEqual([]);
  });

  it('ignores bad values but keeps the good ones', () => {
    expect(parse('city=|3000&city=brugge|8000&city=leuven|30').cities).toEqual([{ name: 'brugge', zip: '8000' }]);
  });

  it('keeps at most 20 cities', () => {
    const text = Array.from({ length: 25 }, (_, i) => `city=c${i}|${1000 + i}`).join('&');
    const cities = parse(text).cities;
    expect(cities).toHaveLength(20);
    expect(cities[19]).toEqual({ name: 'c19', zip: '1019' });
  });

  it('counts the limit after removing duplicates', () => {
    const text = ['city=a|1000', 'city=a|1000', ...Array.from({ length: 20 }, (_, i) => `city=c${i}|${2000 + i}`)].join(
      '&',
    );
    expect(parse(text).cities).toHaveLength(20);
  });
});

describe('parseSearchQuery: type', () => {
  it('reads repeated WebIDs; ?type=8&type=8&type=x → [8]', () => {
    expect(parse('type=8&type=8&type=x').types).toEqual([8]);
  });

  it('keeps the order of first appearance', () => {
    expect(parse('type=2&type=1&type=2&type=9').types).toEqual([2, 1, 9]);
  });

  it.each(['0', '100', '-1', '1.5', '1e1', '', ' ', 'abc', '0x1'])('ignores %j', (value) => {
    expect(parse(`type=${encodeURIComponent(value)}`).types).toEqual([]);
  });

  it('accepts 1 and 99 and a leading zero', () => {
    expect(parse('type=1&type=99&type=07').types).toEqual([1, 99, 7]);
  });

  it('keeps at most 20 types', () => {
    const text = Array.from({ length: 30 }, (_, i) => `type=${i + 1}`).join('&');
    expect(parse(text).types).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

describe('parseSearchQuery: room counts', () => {
  it.each(ROOM_KEYS)('reads %s as a minimum 1..20', (key) => {
    expect(parse(`${key}=3`)[key]).toBe(3);
    expect(parse(`${key}=1`)[key]).toBe(1);
    expect(parse(`${key}=20`)[key]).toBe(20);
  });

  it('reads 0 as no minimum', () => {
    expect(parse('bedrooms=0').bedrooms).toBeNull();
  });

  it.each(['99', '21', '-1', '2.5', 'abc', '', '3a', '1e1'])('ignores ?bedrooms=%s', (value) => {
    expect(parse(`bedrooms=${value}`).bedrooms).toBeNull();
  });

  it('takes the first value when repeated', () => {
    expect(parse('garages=2&garages=5').garages).toBe(2);
    expect(parse('garages=x&garages=5').garages).toBeNull();
  });

  it('reads each count on its own', () => {
    expect(parse('bedrooms=3&bathrooms=2&showerrooms=1&toilets=2&garages=1')).toMatchObject({
      bedrooms: 3,
      bathrooms: 2,
      showerrooms: 1,
      toilets: 2,
      garages: 1,
    });
  });
});

describe('parseSearchQuery: price', () => {
  it('reads min-max', () => {
    expect(parse('price=100000-250000').price).toEqual({ min: 100000, max: 250000 });
    expect(parse('price=500-900', RENT).price).toEqual({ min: 500, max: 900 });
  });

  it('reads min- as no upper bound: price=200000-', () => {
    expect(parse('price=200000-').price).toEqual({ min: 200000, max: null });
  });

  it('reads 0-max as a maximum only', () => {
    expect(parse('price=0-250000').price).toEqual({ min: 0, max: 250000 });
  });

  it.each(['abc', '-', '-5000', '100-50', '100000', '1.000-2.000', '100 000-200000', '1e5-2e5'])(
    'ignores ?price=%s',
    (value) => {
      expect(parse(`price=${encodeURIComponent(value)}`).price).toBeNull();
    },
  );

  it('drops the full range of the goal', () => {
    expect(parse('price=0-3000000').price).toBeNull();
    expect(parse('price=0-').price).toBeNull();
    expect(parse('price=0-2000', RENT).price).toBeNull();
    expect(parse('price=0-', RENT).price).toBeNull();
  });

  it('does not drop a range that is full only for the other goal', () => {
    expect(parse('price=0-2000', SALE).price).toEqual({ min: 0, max: 2000 });
  });

  it('clamps to the slider range of the goal', () => {
    expect(parse('price=0-5000000').price).toBeNull(); // max beyond the top: no upper bound
    expect(parse('price=100000-5000000').price).toEqual({ min: 100000, max: null });
    expect(parse('price=1500-5000', RENT).price).toEqual({ min: 1500, max: null });
    expect(parse('price=5000-', RENT).price).toEqual({ min: 2000, max: null });
    expect(parse('price=4000000-5000000').price).toEqual({ min: 3000000, max: null });
  });

  it('reads a maximum at the slider top as no upper bound', () => {
    expect(parse('price=100000-3000000').price).toEqual({ min: 100000, max: null });
    expect(parse('price=500-2000', RENT).price).toEqual({ min: 500, max: null });
  });

  it('keeps values between slider steps as given', () => {
    expect(parse('price=123456-234567').price).toEqual({ min: 123456, max: 234567 });
  });

  it('takes the first value when repeated', () => {
    expect(parse('price=100000-200000&price=300000-400000').price).toEqual({ min: 100000, max: 200000 });
  });

  it('is also available on its own', () => {
    expect(parseSearchPrice(' 1000-1500 ', RENT)).toEqual({ min: 1000, max: 1500 });
    expect(parseSearchPrice(null, SALE)).toBeNull();
  });
});

describe('parseSearchQuery: sort, page, view', () => {
  it.each(SORT_KEYS)('reads sort=%s', (key) => {
    expect(parse(`sort=${key}`).sort).toBe(key);
  });

  it.each(['price-up', 'PRICE-ASC', '', 'toString', '__proto__'])('falls back to newest for sort=%s', (value) => {
    expect(parse(`sort=${value}`).sort).toBe('newest');
  });

  it('reads page as a 1-based integer', () => {
    expect(parse('page=2').page).toBe(2);
    expect(parse('page=1').page).toBe(1);
    expect(parse('page=007').page).toBe(7);
  });

  it.each(['-3', '2.5', '0', 'abc', '', '1e3', '+2', '0x10'])('reads ?page=%s as page 1', (value) => {
    expect(parse(`page=${encodeURIComponent(value)}`).page).toBe(1);
  });

  it('caps page at 10000', () => {
    expect(parse('page=10000').page).toBe(10000);
    expect(parse('page=10001').page).toBe(10000);
    expect(parse('page=99999999999999999999999').page).toBe(10000);
  });

  it('takes the first page when repeated', () => {
    expect(parse('page=3&page=4').page).toBe(3);
  });

  it('reads view=map, everything else is the list', () => {
    expect(parse('view=map').view).toBe('map');
    expect(parse('view=list').view).toBe('list');
    expect(parse('view=satellite').view).toBe('list');
    expect(parse('view=MAP').view).toBe('list');
  });
});

describe('buildSearchParams', () => {
  it('writes nothing for the empty query', () => {
    expect(buildSearchParams(emptySearchQuery()).toString()).toBe('');
  });

  it('writes the canonical order and leaves defaults out', () => {
    const q = query({
      view: 'map',
      page: 2,
      sort: 'city-desc',
      price: { min: 100000, max: null },
      garages: 1,
      toilets: 2,
      showerrooms: 1,
      bathrooms: 1,
      bedrooms: 3,
      types: [2, 1],
      cities: [{ name: 'leuven', zip: '3000' }],
      search: 'tuin',
    });
    expect([...buildSearchParams(q).keys()]).toEqual([
      'search',
      'city',
      'type',
      'type',
      'bedrooms',
      'bathrooms',
      'showerrooms',
      'toilets',
      'garages',
      'price',
      'sort',
      'page',
      'view',
    ]);
    expect(buildSearchParams(q).toString()).toBe(
      'search=tuin&city=leuven%7C3000&type=2&type=1&bedrooms=3&bathrooms=1&showerrooms=1&toilets=2&garages=1&price=100000-&sort=city-desc&page=2&view=map',
    );
  });

  it('leaves out page 1, sort newest, view list and nulls', () => {
    const q = query({ page: 1, sort: 'newest', view: 'list', bedrooms: null, price: null, search: null });
    expect(buildSearchParams(q).toString()).toBe('');
  });

  it('applies overrides', () => {
    const q = query({ cities: [{ name: 'brugge', zip: '8000' }], page: 4 });
    expect(buildSearchParams(q, { page: 1, sort: 'price-asc' }).toString()).toBe('city=brugge%7C8000&sort=price-asc');
    expect(q.page).toBe(4); // the query is not changed
  });

  it('writes a bounded price as min-max and a maximum-only price as 0-max', () => {
    expect(buildSearchParams(query({ price: { min: 100, max: 900 } })).get('price')).toBe('100-900');
    expect(buildSearchParams(query({ price: { min: 0, max: 900 } })).get('price')).toBe('0-900');
    expect(buildSearchParams(query({ price: { min: 0, max: null } })).has('price')).toBe(false);
  });

  it('normalises what it is given (lowercase cities, no duplicates, no invalid values)', () => {
    const q = query({
      search: '  ',
      cities: [
        { name: 'Leuven', zip: '3000' },
        { name: 'leuven', zip: '3000' },
        { name: '', zip: '9000' },
      ],
      types: [3, 3, 0, 150, 2.5],
      bedrooms: 0,
      bathrooms: 2.5,
      page: 0,
    });
    expect(buildSearchParams(q).toString()).toBe('city=leuven%7C3000&type=3');
  });
});

describe('searchHref', () => {
  it('returns the base path alone without parameters', () => {
    expect(searchHref('/nl/te-koop/', emptySearchQuery())).toBe('/nl/te-koop/');
  });

  it('appends the parameters', () => {
    const q = parse('city=leuven|3000&bedrooms=2');
    expect(searchHref('/nl/te-huur/', q)).toBe('/nl/te-huur/?city=leuven%7C3000&bedrooms=2');
    expect(searchHref('/nl/te-huur/', q, { page: 3 })).toBe('/nl/te-huur/?city=leuven%7C3000&bedrooms=2&page=3');
    expect(searchHref('/nl/te-huur/', q, { cities: [], bedrooms: null })).toBe('/nl/te-huur/');
  });

  it('encodes free text safely', () => {
    const href = searchHref('/nl/te-koop/', query({ search: 'a&b=c #1 é' }));
    expect(href).toBe('/nl/te-koop/?search=a%26b%3Dc+%231+%C3%A9');
    expect(parse(href.split('?')[1] ?? '').search).toBe('a&b=c #1 é');
  });
});

describe('round trip', () => {
  // [address as a visitor may type it, canonical form]
  const cases: Array<[string, string, (0 | 1)?]> = [
    ['', ''],
    ['page=1&sort=newest&view=list', ''],
    ['view=map&page=2', 'page=2&view=map'],
    ['city=Leuven|3000&city=leuven|3000&type=8&type=8&type=x', 'city=leuven%7C3000&type=8'],
    ['garages=1&bedrooms=3&search=%20tuin%20', 'search=tuin&bedrooms=3&garages=1'],
    ['price=0-3000000&sort=price-asc', 'sort=price-asc'],
    ['price=200000-', 'price=200000-'],
    ['price=200000-3000000', 'price=200000-'],
    ['price=0-900', 'price=0-900', RENT],
    ['price=0-2000&bedrooms=0', '', RENT],
    ['price=abc&page=-3&bedrooms=99&sort=price-up&view=satellite', ''],
    ['page=2.5&city=|3000&city=leuven|30', ''],
    ['search=a&search=b&page=3&page=4', 'search=a&page=3'],
    [
      'view=map&page=7&sort=type-desc&price=100000-500000&garages=2&toilets=1&showerrooms=1&bathrooms=2&bedrooms=4&type=2&type=1&city=brugge|8000&city=la%20louvi%C3%A8re|7100&search=open%20bebouwing',
      'search=open+bebouwing&city=brugge%7C8000&city=la+louvi%C3%A8re%7C7100&type=2&type=1&bedrooms=4&bathrooms=2&showerrooms=1&toilets=1&garages=2&price=100000-500000&sort=type-desc&page=7&view=map',
    ],
    ['utm_source=x&type=3', 'type=3'],
  ];

  it.each(cases)('%j → %j', (input, canonical, goal = SALE) => {
    const built = buildSearchParams(parse(input, goal));
    expect(built.toString()).toBe(canonical);
    // Stable: the canonical form parses and builds to itself.
    expect(buildSearchParams(parse(canonical, goal)).toString()).toBe(canonical);
    expect(parse(canonical, goal)).toEqual(parse(input, goal));
  });
});

describe('cityParam and parseCityParam', () => {
  it('writes lowercase name|zip', () => {
    expect(cityParam({ name: 'Leuven', zip: '3000' })).toBe('leuven|3000');
    expect(cityParam({ name: ' Sint-Martens-Latem ', zip: '9830' })).toBe('sint-martens-latem|9830');
  });

  it('reads what it writes', () => {
    const city = { name: 'La Louvière', zip: '7100' };
    expect(parseCityParam(cityParam(city))).toEqual({ name: 'la louvière', zip: '7100' });
  });

  it('rejects bad values', () => {
    expect(parseCityParam('|3000')).toBeNull();
    expect(parseCityParam('leuven|30')).toBeNull();
    expect(parseCityParam(null)).toBeNull();
  });
});

describe('withPage', () => {
  it('changes the page only', () => {
    const q = parse('city=brugge|8000&page=2');
    expect(withPage(q, 5)).toEqual({ ...q, page: 5 });
    expect(q.page).toBe(2);
  });

  it('keeps the page within 1..10000 and whole', () => {
    const q = emptySearchQuery();
    expect(withPage(q, 0).page).toBe(1);
    expect(withPage(q, -4).page).toBe(1);
    expect(withPage(q, 2.7).page).toBe(2);
    expect(withPage(q, Number.NaN).page).toBe(1);
    expect(withPage(q, 50000).page).toBe(10000);
  });
});

describe('withoutFilter', () => {
  const full = parse(
    'search=tuin&city=brugge|8000&type=1&bedrooms=3&bathrooms=2&showerrooms=1&toilets=1&garages=1&price=100000-&sort=price-asc&page=4&view=map',
  );

  it.each(FILTER_KEYS)('removes %s, goes back to page 1 and keeps sort and view', (key) => {
    const next = withoutFilter(full, key);
    expect(isFilterActive(next, key)).toBe(false);
    expect(next.page).toBe(1);
    expect(next.sort).toBe('price-asc');
    expect(next.view).toBe('map');
    expect(activeFilterCount(next)).toBe(activeFilterCount(full) - 1);
  });

  it('builds the "widen your search" link', () => {
    expect(searchHref('/nl/te-koop/', withoutFilter(full, 'price'))).toBe(
      '/nl/te-koop/?search=tuin&city=brugge%7C8000&type=1&bedrooms=3&bathrooms=2&showerrooms=1&toilets=1&garages=1&sort=price-asc&view=map',
    );
    expect(searchHref('/nl/te-koop/', withoutFilter(parse('city=brugge|8000&page=2'), 'cities'))).toBe('/nl/te-koop/');
  });

  it('does not change the query it was given', () => {
    withoutFilter(full, 'cities');
    expect(full.cities).toEqual([{ name: 'brugge', zip: '8000' }]);
    expect(full.page).toBe(4);
  });
});

describe('activeFilterCount', () => {
  it('is 0 without filters, whatever the sort, page and view', () => {
    expect(activeFilterCount(emptySearchQuery())).toBe(0);
    expect(activeFilterCount(parse('sort=price-desc&page=3&view=map'))).toBe(0);
  });

  it('counts each filter once, several cities or types as one', () => {
    expect(activeFilterCount(parse('city=brugge|8000&city=leuven|3000&type=1&type=2'))).toBe(2);
    expect(activeFilterCount(parse('search=x&bedrooms=2&garages=1&price=0-500000'))).toBe(4);
  });

  it('counts all nine filters', () => {
    expect(
      activeFilterCount(
        parse('search=x&city=brugge|8000&type=1&bedrooms=1&bathrooms=1&showerrooms=1&toilets=1&garages=1&price=1000-'),
      ),
    ).toBe(9);
  });

  it('does not count a full-range price or a blank search', () => {
    expect(activeFilterCount(query({ price: { min: 0, max: null }, search: ' ' }))).toBe(0);
  });
});

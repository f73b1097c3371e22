import { describe, expect, it } from 'vitest';
import { demandPrefillFromQuery, demandPrefillSearch, readDemandPrefill, type DemandPrefill } from './demand-prefill';
import { parseSearchQuery } from './search-query';

describe('demandPrefillFromQuery', () => {
  it('turns a sale list’s cities, types, price span and rooms into demand fields', () => {
    const query = parseSearchQuery(
      new URLSearchParams(
        'city=aalst|9300&city=dendermonde|9200&type=1&type=2&price=200000-400000&bedrooms=3&garages=1&toilets=2&search=tuin',
      ),
      0,
    );
    expect(demandPrefillFromQuery(query, 0)).toEqual({
      goal: 'sale',
      types: ['1', '2'],
      zones: 'Aalst, Dendermonde',
      priceMin: '200000',
      priceMax: '400000',
      bedroomsMin: '3',
      garagesMin: '1',
    });
  });

  it('a rent list without filters only says "rent"; an open price span has no maximum', () => {
    expect(demandPrefillFromQuery(parseSearchQuery(new URLSearchParams(''), 1), 1)).toEqual({ goal: 'rent' });
    const open = parseSearchQuery(new URLSearchParams('price=1000-'), 1);
    expect(demandPrefillFromQuery(open, 1)).toEqual({ goal: 'rent', priceMin: String(open.price!.min) });
  });

  it('leaves out a type a demand cannot hold', () => {
    const query = { ...parseSearchQuery(new URLSearchParams(''), 0), types: [2, 42] };
    expect(demandPrefillFromQuery(query, 0).types).toEqual(['2']);
  });
});

describe('demandPrefillSearch and readDemandPrefill', () => {
  it('round-trips through the form page’s address', () => {
    const prefill: DemandPrefill = {
      goal: 'sale',
      types: ['1', '3'],
      zones: 'Aalst, 9200',
      priceMin: '150000',
      priceMax: '300000',
      bedroomsMin: '2',
      bathroomsMin: '1',
      garagesMin: '1',
    };
    const search = demandPrefillSearch(prefill);
    expect(search).toBe(
      '?goal=sale&types=1&types=3&zones=Aalst%2C+9200&priceMin=150000&priceMax=300000&bedroomsMin=2&bathroomsMin=1&garagesMin=1',
    );
    // As Next hands the page its searchParams: a repeated key is a list.
    const params = new URLSearchParams(search);
    const asNext = Object.fromEntries(
      [...new Set(params.keys())].map((k) => [k, params.getAll(k).length > 1 ? params.getAll(k) : params.get(k)!]),
    );
    expect(readDemandPrefill(asNext)).toEqual(prefill);
    expect(demandPrefillSearch({})).toBe('');
  });

  it('ignores what the form could not take: unknown goal and types, non-numbers, out of range, a minimum above the maximum', () => {
    expect(
      readDemandPrefill({
        goal: 'buy',
        types: ['1', '10', 'x', '1'],
        zones: 'a'.repeat(601),
        priceMin: '500000',
        priceMax: '100000',
        bedroomsMin: '21',
        bathroomsMin: '-1',
        garagesMin: '1.5',
      }),
    ).toEqual({ types: ['1'], priceMin: '500000' });
    expect(readDemandPrefill({ zones: ' Brugge\n, 8000 ', priceMax: '0250000' })).toEqual({
      zones: 'Brugge , 8000',
      priceMax: '250000',
    });
    expect(readDemandPrefill({})).toEqual({});
  });
});

// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptySearchQuery, searchHref, type SearchQuery } from '@/domain/search/search-query';
import en from '../../../messages/en.json';
import { FilterChips } from './filter-chips';

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ namespace }: { namespace: 'SearchFilters' }) =>
    createTranslator({ locale: 'en', messages: en, namespace }),
}));

afterEach(cleanup);

const chips = async (query: SearchQuery) =>
  render(
    (await FilterChips({
      locale: 'en',
      basePath: '/en/for-sale',
      query,
      cities: [],
      types: [],
      intro: 'yourFilters',
    }))!,
  );

describe('the filter chips', () => {
  it('reset every filter to the empty query on page 1, keeping the order and the view', async () => {
    const query: SearchQuery = {
      ...emptySearchQuery(),
      search: 'garden',
      types: [1],
      bedrooms: 2,
      price: { min: 100_000, max: 300_000 },
      sort: 'price-asc',
      view: 'map',
      page: 3,
    };
    await chips(query);
    const reset = screen.getByRole('link', { name: en.SearchFilters.reset });
    expect(reset.getAttribute('href')).toMatch(/sort=price-asc/);
    expect(reset.getAttribute('href')).not.toMatch(/garden|bedrooms|price=|page=/);
    expect(reset.getAttribute('href')).toBe(
      searchHref('/en/for-sale', { ...emptySearchQuery(), sort: query.sort, view: 'map' }),
    );
  });

  it('show nothing without a filter', async () => {
    expect(
      await FilterChips({
        locale: 'en',
        basePath: '/en/for-sale',
        query: emptySearchQuery(),
        cities: [],
        types: [],
        intro: 'yourFilters',
      }),
    ).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { newPageBody } from './new-page';

const existing = [
  { id: 'p-about', name: 'about', sort: 10 },
  { id: 'p-onze-diensten', name: 'onze-diensten', sort: 40 },
];

describe('newPageBody', () => {
  it('makes a page: id and name from the Dutch title, an address per language, last in its menu', () => {
    const body = newPageBody(
      { titles: { nl: 'Onze kantoren', fr: 'Nos bureaux', en: 'Our offices' }, parentId: null, menu: 'main' },
      existing,
      ['nl', 'fr', 'en'],
    );
    expect(body).toMatchObject({
      id: 'p-onze-kantoren',
      name: 'onze-kantoren',
      sort: 50,
      menu: 'main',
      status: 'Published',
      params: { path: { nl: 'onze-kantoren', fr: 'nos-bureaux', en: 'our-offices' } },
    });
  });

  it('never takes an id or a name in use, and writes accents and signs out of the address', () => {
    const body = newPageBody(
      {
        titles: { nl: 'Onze diensten', fr: 'Nos services — été', en: 'Services' },
        parentId: 'p-about',
        menu: 'footer',
      },
      existing,
      ['nl', 'fr', 'en', 'de'],
    );
    expect(body).toMatchObject({
      id: 'p-onze-diensten-2',
      name: 'onze-diensten-2',
      parentId: 'p-about',
      params: { path: { fr: 'nos-services-ete', de: 'services' } },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { missingTitles, newPageBody } from './new-page';

const existing = [
  { id: 'p-about', name: 'about', sort: 10 },
  { id: 'p-onze-diensten', name: 'onze-diensten', sort: 40 },
];

describe('newPageBody', () => {
  it("makes a page: id and name from the default language's title, an address per language, last in its menu", () => {
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
      params: {
        title: { nl: 'Onze kantoren', fr: 'Nos bureaux', en: 'Our offices' },
        path: { nl: 'onze-kantoren', fr: 'nos-bureaux', en: 'our-offices' },
      },
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
      ['nl', 'fr', 'en'],
      ['nl', 'fr', 'en', 'de'],
    );
    expect(body).toMatchObject({
      id: 'p-onze-diensten-2',
      name: 'onze-diensten-2',
      parentId: 'p-about',
      params: { path: { fr: 'nos-services-ete', de: 'onze-diensten' } },
    });
  });

  it('makes a French and English page without Dutch: titles only in the languages shown, addresses in every routed one', () => {
    const body = newPageBody(
      { titles: { fr: 'Nos bureaux', en: 'Our offices' }, parentId: null, menu: 'main' },
      existing,
      ['fr', 'en'],
      ['nl', 'fr', 'en', 'de'],
    );
    expect(body).toMatchObject({
      id: 'p-nos-bureaux',
      name: 'nos-bureaux',
      params: {
        title: { fr: 'Nos bureaux', en: 'Our offices' },
        path: { nl: 'nos-bureaux', fr: 'nos-bureaux', en: 'our-offices', de: 'nos-bureaux' },
      },
    });
    expect(Object.keys((body.params as { title: object }).title)).toEqual(['fr', 'en']);
  });
});

describe('missingTitles', () => {
  it('names each shown language whose title is empty, and no other', () => {
    expect(missingTitles({ fr: 'Nos bureaux', en: ' ' }, ['fr', 'en'])).toEqual(['en']);
    expect(missingTitles({ de: 'Unsere Büros', fr: 'Nos bureaux' }, ['de', 'fr'])).toEqual([]);
    expect(missingTitles({}, ['de', 'fr'])).toEqual(['de', 'fr']);
  });
});

import { describe, expect, it } from 'vitest';
import { describeIssues, parseImport } from './property-import';

const house = {
  id: 7001,
  goal: 'sale',
  type: 1,
  price: 325000,
  address: { street: 'Markt', houseNumber: '1', zip: '9800', city: 'Deinze' },
  location: { lat: 50.98, lng: 3.53 },
  bedrooms: 3,
  texts: { nl: { title: 'Woning met tuin', description: 'Ruime woning.' } },
  photos: [{ url: 'https://example.be/a.jpg', width: 1600, height: 1067 }],
};

describe('a property feed', () => {
  it('accepts a complete record and fills in the defaults', () => {
    const { records, issues } = parseImport([house]);
    expect(issues).toEqual([]);
    expect(records[0]).toMatchObject({ id: 7001, status: 'published', publishPrice: true, address: { publish: true } });
  });
  it('names every problem with its record and field', () => {
    const { records, issues } = parseImport([house, { ...house, id: 7002, goal: 'buy', address: { ...house.address, zip: '98000' } }, { ...house, id: 7003, texts: {} }]);
    expect(records.map((r) => r.id)).toEqual([7001]);
    const lines = describeIssues(issues);
    expect(lines).toContainEqual(expect.stringMatching(/^records\[1\] \(id 7002\) goal: /));
    expect(lines).toContainEqual('records[1] (id 7002) address.zip: a Belgian or Luxembourg postal code of four digits');
    expect(lines).toContainEqual('records[2] (id 7003) texts: at least one language');
  });
  it('refuses a duplicate id, unknown fields and a feed that is not a list', () => {
    expect(describeIssues(parseImport([house, house]).issues)).toEqual(['records[1] (id 7001) id: appears more than once in this feed']);
    expect(parseImport([{ ...house, colour: 'red' }]).issues[0]).toMatchObject({ index: 0, field: '' });
    expect(describeIssues(parseImport({ id: 1 }).issues)).toEqual(['feed: expected a list of at most 2000 properties']);
  });
  it('accepts only web or site-relative photo addresses', () => {
    expect(parseImport([{ ...house, photos: [{ url: 'javascript:alert(1)' }] }]).issues[0]?.field).toBe('photos.0.url');
    expect(parseImport([{ ...house, photos: [{ url: '/demo/a.webp' }] }]).issues).toEqual([]);
  });
});

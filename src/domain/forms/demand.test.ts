import { describe, expect, it } from 'vitest';
import { demandSchema } from './demand';
import { valuationSchema } from './valuation';
import { post } from './test-helpers';

const person = { title: 'mr', firstName: 'Jan', lastName: 'De Smet', email: 'jan@example.be', phone: '0476123456' };

describe('search demand (at least one type and one zone; min ≤ max)', () => {
  const ok = { ...person, goal: 'sale', types: ['1', '2'], zones: '9300, Aalst' };
  it('accepts types and zones, and splits the zones', () => {
    const r = post(demandSchema, ok);
    expect(r.ok).toBe(true);
    expect(r.value).toMatchObject({ types: [1, 2], zoneList: ['9300', 'Aalst'] });
  });
  it('requires at least one property type', () => {
    expect(post(demandSchema, { ...ok, types: [] }).errors.types).toEqual(['minOneType']);
  });
  it('requires at least one zone', () => {
    expect(post(demandSchema, { ...ok, zones: ' , ' }).errors.zones).toEqual(['minOneZone']);
  });
  it('accepts a region drawn on the map instead of a zone', () => {
    const region = JSON.stringify([
      [50.98, 3.5],
      [50.99, 3.55],
      [50.97, 3.56],
    ]);
    expect(post(demandSchema, { ...ok, zones: '', region }).ok).toBe(true);
    expect(post(demandSchema, { ...ok, zones: '', region: '[[0,0]]' }).ok).toBe(false);
  });
  it('asks for at least three points, and refuses points outside the area or malformed text', () => {
    const two = JSON.stringify([
      [50.98, 3.5],
      [50.99, 3.55],
    ]);
    expect(post(demandSchema, { ...ok, region: two }).errors.region).toEqual(['regionPoints']);
    expect(
      post(demandSchema, {
        ...ok,
        region: JSON.stringify([
          [48.9, 3.5],
          [50.99, 3.55],
          [50.97, 3.56],
        ]),
      }).errors.region,
    ).toEqual(['invalid']);
    expect(post(demandSchema, { ...ok, region: '[[50.9, 3.5' }).errors.region).toEqual(['invalid']);
    expect(
      post(demandSchema, { ...ok, region: JSON.stringify(Array.from({ length: 201 }, () => [50.9, 3.5])) }).errors
        .region,
    ).toEqual(['invalid']);
  });
  it('refuses an unknown type id and a missing goal', () => {
    expect(post(demandSchema, { ...ok, types: ['10'] }).ok).toBe(false);
    expect(post(demandSchema, { ...ok, goal: '' }).errors.goal).toEqual(['required']);
  });
  it('refuses a minimum above the maximum, and accepts equal ones', () => {
    expect(post(demandSchema, { ...ok, priceMin: '300000', priceMax: '200000' }).errors.priceMax).toEqual([
      'rangeOrder',
    ]);
    expect(post(demandSchema, { ...ok, bedroomsMin: '3', bedroomsMax: '3' }).ok).toBe(true);
    expect(post(demandSchema, { ...ok, bedroomsMin: '-1' }).errors.bedroomsMin).toEqual(['min']);
    expect(post(demandSchema, { ...ok, garagesMin: 'two' }).errors.garagesMin).toEqual(['number']);
  });
  it('needs a name and an e-mail for its alerts; salutation and phone are optional (issue 20)', () => {
    const bare = {
      firstName: ok.firstName,
      lastName: ok.lastName,
      email: ok.email,
      goal: ok.goal,
      types: ok.types,
      zones: ok.zones,
    };
    expect(post(demandSchema, bare).ok).toBe(true);
    expect(post(demandSchema, { ...bare, email: '' }).errors.email).toEqual(['required']);
    expect(post(demandSchema, { ...bare, phone: '12' }).errors.phone).toEqual(['phone']);
  });
  it('still accepts the criteria the form no longer asks (stored demands, older pages): maximum rooms, parking, budget', () => {
    const r = post(demandSchema, {
      ...ok,
      bedroomsMax: '4',
      garagesMax: '2',
      parkingMin: '1',
      parkingMax: '2',
      budget: '350000',
    });
    expect(r.value).toMatchObject({ bedroomsMax: 4, garagesMax: 2, parkingMin: 1, parkingMax: 2, budget: 350000 });
  });
});

describe('valuation (address given, a property type selected)', () => {
  const ok = {
    ...person,
    street: 'Markt',
    houseNumber: '12',
    zip: '9300',
    city: 'Aalst',
    goal: 'sale',
    propertyType: '1',
  };
  it('accepts a complete request', () => expect(post(valuationSchema, ok).ok).toBe(true));
  it('does not ask an owner "buy or rent" (issue 20), still keeps it when an older page sends it', () => {
    const withoutGoal = Object.fromEntries(Object.entries(ok).filter(([k]) => k !== 'goal'));
    expect(post(valuationSchema, withoutGoal).ok).toBe(true);
    expect(post(valuationSchema, ok).value).toMatchObject({ goal: 'sale' });
    expect(post(valuationSchema, { ...ok, goal: 'buy' }).errors.goal).toEqual(['required']);
  });
  it('requires a phone number to arrange the visit; the salutation is optional', () => {
    expect(post(valuationSchema, { ...ok, phone: '' }).errors.phone).toEqual(['required']);
    expect(post(valuationSchema, { ...ok, title: '' }).ok).toBe(true);
  });
  it('requires the address', () => {
    const r = post(valuationSchema, { ...ok, street: '', zip: '', city: '' });
    expect(r.errors).toMatchObject({ street: ['required'], zip: ['required'], city: ['required'] });
  });
  it('requires a property type', () => {
    expect(post(valuationSchema, { ...ok, propertyType: '' }).errors.propertyType).toEqual(['choosePropertyType']);
    expect(post(valuationSchema, { ...ok, propertyType: '42' }).errors.propertyType).toEqual(['choosePropertyType']);
  });
  it('checks the postal code', () =>
    expect(post(valuationSchema, { ...ok, zip: '98<0>' }).errors.zip).toEqual(['zip']));
});

describe('search demand: every rule reported at once', () => {
  it('reports the missing type and the missing zone together', () => {
    const r = post(demandSchema, {
      title: 'mr',
      firstName: 'Jan',
      lastName: 'De Smet',
      email: 'jan@example.be',
      phone: '0476123456',
      goal: 'sale',
    });
    expect(r.errors).toMatchObject({ types: ['minOneType'], zones: ['minOneZone'] });
  });
});

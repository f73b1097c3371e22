import { describe, expect, it } from 'vitest';
import { recapLines } from './registry';

const who = {
  title: 'ms',
  firstName: 'An',
  lastName: 'Peeters',
  email: 'an@example.be',
  phone: '0476123456',
  street: 'Markt',
  houseNumber: '1',
  zip: '3000',
  city: 'Leuven',
  remark: 'Mijn geheim',
};

describe('recapLines', () => {
  it('a visit request: the preferred day, the times to call and the way to answer', () => {
    expect(
      recapLines('visit', {
        ...who,
        preferredDate: '2027-03-01',
        slots: ['10:00-13:00', '16:00-19:00'],
        device: 'email',
      }),
    ).toEqual([
      { key: 'preferredDate', date: '2027-03-01' },
      { key: 'slots', list: ['10:00 – 13:00', '16:00 – 19:00'] },
      { key: 'device', option: 'email' },
    ]);
  });

  it('a search demand: goal, number of types, places, price span and bedrooms', () => {
    expect(
      recapLines('demand', {
        ...who,
        goal: 'sale',
        types: [1, 2],
        zoneList: ['Leuven', '3010'],
        priceMin: 200000,
        priceMax: 400000,
        bedroomsMin: 2,
        budget: 500000,
      }),
    ).toEqual([
      { key: 'goal', option: 'sale' },
      { key: 'types', count: 2 },
      { key: 'zones', text: 'Leuven, 3010' },
      { key: 'priceMin', amount: 200000 },
      { key: 'priceMax', amount: 400000 },
      { key: 'bedroomsMin', amount: 2 },
    ]);
  });

  it('never shows who sent it: name, e-mail, phone, address and message stay out', () => {
    for (const kind of [
      'contact',
      'info',
      'visit',
      'appointment',
      'documents',
      'valuation',
      'demand',
      'friend',
      'offer',
      'rental',
    ]) {
      const text = JSON.stringify(
        recapLines(kind, { ...who, friendEmail: 'b@example.be', aEmail: 'c@example.be', message: 'x' }),
      );
      for (const secret of ['An', 'Peeters', 'example.be', '0476', 'Markt', 'Leuven', 'geheim'])
        expect(text).not.toContain(secret);
    }
  });

  it('ignores malformed stored values', () => {
    expect(recapLines('visit', { preferredDate: '1 maart', slots: ['<b>', 7], device: 'pigeon' })).toEqual([]);
    expect(recapLines('demand', { goal: 'buy', types: 'x', zoneList: [' ', 3], priceMin: -5, priceMax: 1.5 })).toEqual(
      [],
    );
  });
});

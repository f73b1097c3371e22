import { describe, expect, it } from 'vitest';
import { fromWire, toWire } from './wire';

describe('cache wire format', () => {
  it('gives back dates as dates after a trip through JSON', () => {
    const value = {
      id: 7,
      updatedAt: new Date('2026-11-22T10:00:00.000Z'),
      raw: { createdAt: new Date(0), title: 'Villa' },
      list: [new Date(1_000), null, 'x'],
    };
    const back = fromWire<typeof value>(JSON.parse(JSON.stringify(toWire(value))));
    expect(back).toEqual(value);
    expect(back.updatedAt).toBeInstanceOf(Date);
    expect(back.list[0]).toBeInstanceOf(Date);
  });

  it('leaves plain data as it is and drops undefined fields as JSON does', () => {
    expect(fromWire(JSON.parse(JSON.stringify(toWire({ a: 1, b: undefined, c: [true, 'x'] }))))).toEqual({
      a: 1,
      c: [true, 'x'],
    });
    expect(fromWire(toWire({ $date: 'not a date object but text', other: 1 }))).toEqual({
      $date: 'not a date object but text',
      other: 1,
    });
  });
});

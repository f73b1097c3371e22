import { describe, expect, it } from 'vitest';
import { brusselsInstant } from './brussels-time';

describe('brusselsInstant', () => {
  it('reads the clocks of Brussels in winter and in summer', () => {
    expect(brusselsInstant('2027-01-15', '14:30')?.toISOString()).toBe('2027-01-15T13:30:00.000Z');
    expect(brusselsInstant('2027-07-15', '14:30')?.toISOString()).toBe('2027-07-15T12:30:00.000Z');
  });

  it('is right on the days the clocks change', () => {
    expect(brusselsInstant('2027-03-28', '10:00')?.toISOString()).toBe('2027-03-28T08:00:00.000Z');
    expect(brusselsInstant('2027-10-31', '10:00')?.toISOString()).toBe('2027-10-31T09:00:00.000Z');
  });

  it('refuses days and times that do not exist', () => {
    expect(brusselsInstant('2027-02-30', '10:00')).toBeNull();
    expect(brusselsInstant('2027-01-15', '24:00')).toBeNull();
    expect(brusselsInstant('15-01-2027', '10:00')).toBeNull();
    expect(brusselsInstant('2027-01-15', '9:00')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { formatDate, parseDayMonthYear, formatDateTime, formatMoment } from './dates';

describe('formatDate', () => {
  it('writes d-m-yyyy without leading zeros', () => {
    expect(formatDate(new Date('2026-03-05T10:00:00Z'))).toBe('5-3-2026');
    expect(formatDate(new Date('2026-12-31T10:00:00Z'))).toBe('31-12-2026');
    expect(formatDate(new Date('2026-01-09T10:00:00Z'))).toBe('9-1-2026');
  });

  it('uses the Brussels day, not the UTC day (winter, UTC+1)', () => {
    expect(formatDate(new Date('2026-03-04T23:30:00Z'))).toBe('5-3-2026');
    expect(formatDate(new Date('2026-03-04T22:59:59Z'))).toBe('4-3-2026');
    expect(formatDate(new Date('2026-03-04T23:00:00Z'))).toBe('5-3-2026');
  });

  it('uses the Brussels day in summer (UTC+2)', () => {
    expect(formatDate(new Date('2026-07-14T22:30:00Z'))).toBe('15-7-2026');
    expect(formatDate(new Date('2026-07-14T21:59:00Z'))).toBe('14-7-2026');
  });

  it('rolls over the year at Brussels midnight', () => {
    expect(formatDate(new Date('2025-12-31T23:15:00Z'))).toBe('1-1-2026');
  });

  it('accepts ISO strings', () => {
    expect(formatDate('2026-03-04T23:30:00Z')).toBe('5-3-2026');
    expect(formatDate('2026-03-04T23:30:00+01:00')).toBe('4-3-2026');
  });

  it('keeps the day of a bare calendar date', () => {
    expect(formatDate('2026-03-05')).toBe('5-3-2026');
    expect(formatDate('2026-02-30')).toBe('');
  });

  it('accepts a d-m-yyyy string', () => {
    expect(formatDate('05-03-2026')).toBe('5-3-2026');
  });

  it.each([
    ['garbage', 'not a date'],
    ['empty', ''],
    ['blank', '   '],
    ['invalid date object', new Date('nope')],
    ['impossible d-m-yyyy', '31-2-2026'],
    ['null', null],
    ['undefined', undefined],
  ])('returns an empty string for %s', (_name, input) => {
    expect(formatDate(input as Date | string | null | undefined)).toBe('');
  });
});

describe('parseDayMonthYear', () => {
  it('parses d-m-yyyy to a date that is that day in Brussels', () => {
    const date = parseDayMonthYear('5-3-2026');
    expect(date).toBeInstanceOf(Date);
    expect(date?.toISOString()).toBe('2026-03-05T12:00:00.000Z');
    expect(formatDate(date as Date)).toBe('5-3-2026');
  });

  it('allows leading zeros and surrounding spaces', () => {
    expect(parseDayMonthYear(' 05-03-2026 ')?.toISOString()).toBe('2026-03-05T12:00:00.000Z');
  });

  it('validates real calendar dates', () => {
    expect(parseDayMonthYear('31-2-2026')).toBeNull();
    expect(parseDayMonthYear('29-2-2026')).toBeNull();
    expect(parseDayMonthYear('29-2-2024')).not.toBeNull();
    expect(parseDayMonthYear('29-2-1900')).toBeNull();
    expect(parseDayMonthYear('29-2-2000')).not.toBeNull();
    expect(parseDayMonthYear('31-4-2026')).toBeNull();
    expect(parseDayMonthYear('31-12-2026')).not.toBeNull();
    expect(parseDayMonthYear('0-1-2026')).toBeNull();
    expect(parseDayMonthYear('1-13-2026')).toBeNull();
    expect(parseDayMonthYear('1-0-2026')).toBeNull();
  });

  it('does not map two-digit-century years to 19xx', () => {
    expect(parseDayMonthYear('1-1-0050')?.getUTCFullYear()).toBe(50);
    expect(parseDayMonthYear('1-1-0000')).toBeNull();
  });

  it.each(['', '5/3/2026', '5-3-26', '2026-03-05', '5-3-2026x', 'a-b-cccc', '123-1-2026'])('rejects %j', (text) => {
    expect(parseDayMonthYear(text)).toBeNull();
  });

  it('rejects null and undefined', () => {
    expect(parseDayMonthYear(null)).toBeNull();
    expect(parseDayMonthYear(undefined)).toBeNull();
  });
});

describe('formatDateTime', () => {
  it('writes a moment as the back office shows it, on the clocks of Brussels', () => {
    expect(formatDateTime(new Date('2026-11-26T12:57:00Z'))).toBe('26-11-2026 13:57');
    expect(formatDateTime(new Date('2026-07-01T07:05:00Z'))).toBe('1-7-2026 09:05');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatMoment', () => {
  it('names a visit in the reader language, on the clocks of Brussels (winter and summer)', () => {
    const winter = new Date('2026-12-03T13:30:00Z');
    expect(formatMoment(winter, 'nl')).toBe('donderdag 3 december 2026 om 14:30');
    expect(formatMoment(winter, 'fr')).toBe('jeudi 3 décembre 2026 à 14:30');
    expect(formatMoment(winter, 'en')).toBe('Thursday, 3 December 2026 at 14:30');
    expect(formatMoment(new Date('2027-06-01T07:05:00Z'), 'nl')).toBe('dinsdag 1 juni 2027 om 09:05');
  });
  it('gives nothing for a date that is none', () => {
    expect(formatMoment('not a date', 'nl')).toBe('');
    expect(formatMoment(null, 'fr')).toBe('');
  });
});

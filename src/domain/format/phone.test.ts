import { describe, expect, it } from 'vitest';
import { formatPhone, telHref } from './phone';

describe('formatPhone: Belgian numbers grouped by zone', () => {
  it.each([
    ['022345678', '02 234 56 78'], // Brussels
    ['032345678', '03 234 56 78'], // Antwerp
    ['042345678', '04 234 56 78'], // Liège: 9 digits, the one-digit zone 04
    ['092345678', '09 234 56 78'], // a one-digit zone (09)
  ])('a one-digit zone: %s → %s', (raw, shown) => {
    expect(formatPhone(raw)).toBe(shown);
  });

  it.each([
    ['010123456', '010 12 34 56'], // Wavre
    ['011123456', '011 12 34 56'], // Hasselt
    ['015123456', '015 12 34 56'], // Mechelen
    ['016123456', '016 12 34 56'], // Leuven
    ['019123456', '019 12 34 56'], // Waremme
    ['050123456', '050 12 34 56'], // Bruges
    ['056123456', '056 12 34 56'], // Kortrijk
    ['065123456', '065 12 34 56'], // Mons
    ['071123456', '071 12 34 56'], // Charleroi
    ['081123456', '081 12 34 56'], // Namur
    ['089123456', '089 12 34 56'], // Genk
    ['070123456', '070 12 34 56'], // a shared-cost number
  ])('a two-digit zone: %s → %s', (raw, shown) => {
    expect(formatPhone(raw)).toBe(shown);
  });

  it.each([
    ['0460123456', '0460 12 34 56'],
    ['0470123456', '0470 12 34 56'],
    ['0476123456', '0476 12 34 56'],
    ['0485123456', '0485 12 34 56'],
    ['0499123456', '0499 12 34 56'],
  ])('a mobile (10 digits, 04XX): %s → %s', (raw, shown) => {
    expect(formatPhone(raw)).toBe(shown);
  });

  it('tells Liège from a mobile by the length', () => {
    expect(formatPhone('042234567')).toBe('04 223 45 67');
    expect(formatPhone('0422345678')).toBe('0422 34 56 78');
  });

  it('groups free and premium numbers as they are written', () => {
    expect(formatPhone('080012345')).toBe('0800 12 345');
    expect(formatPhone('090312345')).toBe('0903 12 345');
  });

  it('reads spaces, dots, slashes, dashes and brackets, and regroups', () => {
    expect(formatPhone(' 092 34 56 78 ')).toBe('09 234 56 78');
    expect(formatPhone('09.234.56.78')).toBe('09 234 56 78');
    expect(formatPhone('09/234.56.78')).toBe('09 234 56 78');
    expect(formatPhone('0476/12.34.56')).toBe('0476 12 34 56');
    expect(formatPhone('(050) 12-34-56')).toBe('050 12 34 56');
  });

  it('shows a Belgian number given in international form in the same national grouping', () => {
    // One number, one form on every page: the top bar, the footer and the contact card agree.
    expect(formatPhone('+32 9 234 56 78')).toBe('09 234 56 78');
    expect(formatPhone('+3292345678')).toBe('09 234 56 78');
    expect(formatPhone('0032 9 234 56 78')).toBe('09 234 56 78');
    expect(formatPhone('+32 (0)9 234 56 78')).toBe('09 234 56 78');
    expect(formatPhone('+32 476 12 34 56')).toBe('0476 12 34 56');
    expect(formatPhone('0032 476 12 34 56')).toBe('0476 12 34 56');
    expect(formatPhone('+32 4 223 45 67')).toBe('04 223 45 67');
    expect(formatPhone('+32 50 12 34 56')).toBe('050 12 34 56');
  });
});

describe('formatPhone: Luxembourg and the rest', () => {
  it.each([
    ['+352 26 12 34 56', '+352 26 12 34 56'],
    ['+35226123456', '+352 26 12 34 56'],
    ['00352 26123456', '+352 26 12 34 56'],
    ['+352 621 123 456', '+352 621 123 456'],
    ['+352621123456', '+352 621 123 456'],
    ['+352 691.12.34.56', '+352 691 123 456'],
    ['+352 22 34 56', '+352 22 34 56'], // an old six-digit number
  ])('Luxembourg: %j → %j', (raw, shown) => {
    expect(formatPhone(raw)).toBe(shown);
  });

  it.each([
    '+33 1 23 45 67 89', // a French number
    '+31 20 123 4567', // a Dutch number
    '0031 20 123 4567',
    '+49 30 1234567', // a German number
    '+352 4796 1', // a Luxembourg number of an unusual length: as written
    '+32 12 34', // too short for a Belgian number
    '+32 9 234 56 78 5', // too long
    '0123456789', // 10 digits that are no mobile
    '12345678', // 8 digits
    '123456789', // 9 digits without the leading 0: not a national number
    '04761234567', // 11 digits
    'call us',
    '',
  ])('leaves %j unchanged', (raw) => {
    expect(formatPhone(raw)).toBe(raw);
  });

  it('returns an empty string for null or undefined', () => {
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
});

describe('telHref', () => {
  it('links a Belgian number in the international form without its 0, whichever form it was written in', () => {
    expect(telHref('092345678')).toBe('tel:+3292345678');
    expect(telHref('09 234 56 78')).toBe('tel:+3292345678');
    expect(telHref('+32 9 234 56 78')).toBe('tel:+3292345678');
    expect(telHref('  +32 (0)9 234 56 78')).toBe('tel:+3292345678');
    expect(telHref('02.234.56.78')).toBe('tel:+3222345678');
    expect(telHref('042234567')).toBe('tel:+3242234567');
    expect(telHref('050 12 34 56')).toBe('tel:+3250123456');
    expect(telHref('0476/12.34.56')).toBe('tel:+32476123456');
    expect(telHref('0032 476 12 34 56')).toBe('tel:+32476123456');
  });

  it('keeps Luxembourg and foreign numbers international and other digits as they are', () => {
    expect(telHref('+352 26 12 34 56')).toBe('tel:+35226123456');
    expect(telHref('00352 621 123 456')).toBe('tel:+352621123456');
    expect(telHref('+33 1 23 45 67 89')).toBe('tel:+33123456789');
    expect(telHref('0033 1 23 45 67 89')).toBe('tel:+33123456789');
    expect(telHref('1234')).toBe('tel:1234');
  });

  it('drops a plus that is not leading', () => {
    expect(telHref('09+1234567')).toBe('tel:+3291234567');
  });

  it('returns an empty string when there are no digits', () => {
    expect(telHref('')).toBe('');
    expect(telHref('+')).toBe('');
    expect(telHref('n/a')).toBe('');
    expect(telHref(null)).toBe('');
  });
});

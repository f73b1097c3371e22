import { describe, expect, it } from 'vitest';
import { formatPhone, telHref } from './phone';

describe('formatPhone', () => {
  it('groups 10 digits 4-2-2-2', () => {
    expect(formatPhone('0476123456')).toBe('0476 12 34 56');
  });

  it('groups 9 digits 3-2-2-2', () => {
    expect(formatPhone('091234567')).toBe('091 23 45 67');
  });

  it('ignores non-digits when counting and regroups', () => {
    expect(formatPhone('0476/12.34.56')).toBe('0476 12 34 56');
    expect(formatPhone(' 09 123 45 67 ')).toBe('091 23 45 67');
    expect(formatPhone('(091) 23-45-67')).toBe('091 23 45 67');
  });

  it('shows a Belgian number given in international form in the same national grouping', () => {
    // One number, one form on every page: the top bar, the footer and the contact card agree.
    expect(formatPhone('+32 9 386 12 34')).toBe('093 86 12 34');
    expect(formatPhone('+32 476 12 34 56')).toBe('0476 12 34 56');
    expect(formatPhone('0032 476 12 34 56')).toBe('0476 12 34 56');
    expect(formatPhone('+32 (0)9 386 12 34')).toBe('093 86 12 34');
    expect(formatPhone('09 386 12 34')).toBe('093 86 12 34');
  });

  it.each([
    '+33 1 23 45 67 89', // a French number
    '+31 20 123 4567', // a Dutch number
    '0031 20 123 4567',
    '+32 12 34', // too short for a Belgian number
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
  it('links a Belgian number in the international form, whichever form it was written in', () => {
    expect(telHref('+32 9 234 56 78')).toBe('tel:+3292345678');
    expect(telHref('  +32 (0)9 234 56 78')).toBe('tel:+3292345678');
    expect(telHref('091 23 45 67')).toBe('tel:+3291234567');
    expect(telHref('093861234')).toBe('tel:+3293861234');
    expect(telHref('0476/12.34.56')).toBe('tel:+32476123456');
    expect(telHref('0032 476 12 34 56')).toBe('tel:+32476123456');
  });

  it('keeps a foreign number international and other digits as they are', () => {
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

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

  it('counts the digits of a + prefix too (the rule is digit count only)', () => {
    // +32 9 234 56 78 has 10 digits, so it is regrouped and loses the plus sign.
    expect(formatPhone('+32 9 234 56 78')).toBe('3292 34 56 78');
  });

  it.each([
    '+32 476 12 34 56', // 11 digits
    '0032 476 12 34 56', // 13 digits
    '12345678', // 8 digits
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
  it('keeps a leading plus and the digits only', () => {
    expect(telHref('+32 9 234 56 78')).toBe('tel:+3292345678');
    expect(telHref('  +32 (0)9 234 56 78')).toBe('tel:+32092345678');
  });

  it('strips formatting from national numbers', () => {
    expect(telHref('091 23 45 67')).toBe('tel:091234567');
    expect(telHref('0476/12.34.56')).toBe('tel:0476123456');
    expect(telHref('0032 476 12 34 56')).toBe('tel:0032476123456');
  });

  it('drops a plus that is not leading', () => {
    expect(telHref('09+1234567')).toBe('tel:091234567');
  });

  it('returns an empty string when there are no digits', () => {
    expect(telHref('')).toBe('');
    expect(telHref('+')).toBe('');
    expect(telHref('n/a')).toBe('');
    expect(telHref(null)).toBe('');
  });
});

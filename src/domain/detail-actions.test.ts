import { describe, expect, it } from 'vitest';
import { internationalTel, visitLinks } from './detail-actions';

describe('visitLinks', () => {
  it('opens the appointment booking when the property has free slots, the visit form as another moment', () => {
    expect(visitLinks('/en/contact/', 5110, 3)).toEqual({
      visit: '/en/contact/?property=5110&form=appointment',
      otherMoment: '/en/contact/?property=5110&form=visit',
    });
  });
  it('opens the visit form about the property when it has no free slot', () => {
    expect(visitLinks('/fr/contact/', 5113, 0)).toEqual({
      visit: '/fr/contact/?property=5113&form=visit',
      otherMoment: null,
    });
  });
});

describe('internationalTel', () => {
  it('gives a Belgian landline and mobile the country code', () => {
    expect(internationalTel('093861234')).toBe('tel:+3293861234');
    expect(internationalTel('0476 12 34 56')).toBe('tel:+32476123456');
    expect(internationalTel('09/386.12.34')).toBe('tel:+3293861234');
  });
  it('keeps a number already international, turns 00 into +', () => {
    expect(internationalTel('+32 9 386 12 34')).toBe('tel:+3293861234');
    expect(internationalTel('0033 1 23 45 67 89')).toBe('tel:+33123456789');
    expect(internationalTel('+352 621 123 456')).toBe('tel:+352621123456');
  });
  it('renders no link without digits', () => {
    expect(internationalTel('')).toBe('');
    expect(internationalTel(null)).toBe('');
    expect(internationalTel('n/a')).toBe('');
  });
});

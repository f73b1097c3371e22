import { describe, expect, it } from 'vitest';
import { COUNTRY, isBelgium, regionOfZip } from './regions';

describe('regionOfZip', () => {
  it.each([
    [1000, 'brussels'],
    [1299, 'brussels'],
    [1300, 'wallonia'],
    [1499, 'wallonia'],
    [1500, 'flanders'],
    [3999, 'flanders'],
    [4000, 'wallonia'],
    [7999, 'wallonia'],
    [8000, 'flanders'],
    [9000, 'flanders'],
    [3000, 'flanders'],
    [9999, 'flanders'],
  ])('%s → %s', (zip, region) => {
    expect(regionOfZip(zip)).toBe(region);
    expect(regionOfZip(String(zip))).toBe(region);
  });

  it('trims string zips', () => {
    expect(regionOfZip(' 3000 ')).toBe('flanders');
  });

  it.each([
    [999],
    [10000],
    [0],
    [-1000],
    [1000.5],
    [NaN],
    ['0999'],
    ['10000'],
    ['B-9000'],
    ['9000a'],
    ['90 00'],
    ['abcd'],
    [''],
    [null],
    [undefined],
  ])('%j → null', (zip) => {
    expect(regionOfZip(zip)).toBeNull();
  });
});

describe('COUNTRY and isBelgium', () => {
  it('has the country ids of the specification', () => {
    expect(COUNTRY).toEqual({ BELGIUM: 10, LUXEMBOURG: 50 });
  });

  it('treats a missing country as Belgium', () => {
    expect(isBelgium(10)).toBe(true);
    expect(isBelgium(null)).toBe(true);
    expect(isBelgium(undefined)).toBe(true);
    expect(isBelgium(50)).toBe(false);
    expect(isBelgium(0)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  addFavourites,
  favouritesParam,
  MAX_FAVOURITES,
  parseFavouriteId,
  parseFavouriteIds,
  readStoredFavourites,
  sameFavourites,
  serializeFavourites,
  toggleFavourite,
} from './favourites';

describe('parseFavouriteIds', () => {
  it('reads a comma list in order', () => {
    expect(parseFavouriteIds('12,7,30')).toEqual([12, 7, 30]);
  });
  it('ignores bad ids, repeats and empty parts', () => {
    expect(parseFavouriteIds('12,,x,-3,0,007,1.5,12, 30 ,1e3,99999999999,2147483648')).toEqual([12, 30]);
  });
  it('accepts spaces (a + in the address) and a repeated parameter', () => {
    expect(parseFavouriteIds('4 5')).toEqual([4, 5]);
    expect(parseFavouriteIds(['1,2', '2,3'])).toEqual([1, 2, 3]);
  });
  it('reads nothing from nothing', () => {
    expect(parseFavouriteIds(undefined)).toEqual([]);
    expect(parseFavouriteIds(null)).toEqual([]);
    expect(parseFavouriteIds('')).toEqual([]);
    expect(parseFavouriteIds('<script>')).toEqual([]);
  });
  it(`keeps the first ${MAX_FAVOURITES} good ids`, () => {
    const many = Array.from({ length: 100 }, (_, i) => i + 1).join(',');
    const ids = parseFavouriteIds(many);
    expect(ids).toHaveLength(MAX_FAVOURITES);
    expect(ids[0]).toBe(1);
    expect(ids.at(-1)).toBe(MAX_FAVOURITES);
  });
  it('does not read past 2000 characters of one value', () => {
    expect(parseFavouriteIds(`${'0,'.repeat(1000)}5`)).toEqual([]);
  });
  it('keeps the largest int4 id, not one above', () => {
    expect(parseFavouriteId('2147483647')).toBe(2147483647);
    expect(parseFavouriteId('2147483648')).toBeNull();
  });
});

describe('stored favourites', () => {
  it('round-trips', () => {
    expect(readStoredFavourites(serializeFavourites([3, 1, 2]))).toEqual([3, 1, 2]);
  });
  it('reads broken or foreign values as empty or as their good ids', () => {
    expect(readStoredFavourites(null)).toEqual([]);
    expect(readStoredFavourites('{')).toEqual([]);
    expect(readStoredFavourites('{"a":1}')).toEqual([]);
    expect(readStoredFavourites('"12"')).toEqual([]);
    expect(readStoredFavourites('[1,"2",null,{"x":3},-4,1]')).toEqual([1, 2]);
  });
});

describe('toggleFavourite', () => {
  it('adds in front and removes', () => {
    const one = toggleFavourite([5], 9);
    expect(one).toEqual([9, 5]);
    expect(toggleFavourite(one, 5)).toEqual([9]);
    expect(toggleFavourite([], 1)).toEqual([1]);
  });
  it('drops the oldest when the list is full', () => {
    const full = Array.from({ length: MAX_FAVOURITES }, (_, i) => i + 1);
    const next = toggleFavourite(full, 1000);
    expect(next).toHaveLength(MAX_FAVOURITES);
    expect(next[0]).toBe(1000);
    expect(next).not.toContain(MAX_FAVOURITES);
  });
  it('does not change its input', () => {
    const ids = [1, 2];
    toggleFavourite(ids, 1);
    expect(ids).toEqual([1, 2]);
  });
});

describe('addFavourites, sameFavourites, favouritesParam', () => {
  it('adds a shared list after the saved ones, without repeats', () => {
    expect(addFavourites([1, 2], [2, 3, 4])).toEqual([1, 2, 3, 4]);
  });
  it('compares without order', () => {
    expect(sameFavourites([1, 2], [2, 1])).toBe(true);
    expect(sameFavourites([1, 2], [1])).toBe(false);
    expect(sameFavourites([], [])).toBe(true);
  });
  it('writes the share parameter', () => {
    expect(favouritesParam([12, 7, 30])).toBe('12,7,30');
    expect(parseFavouriteIds(favouritesParam([12, 7, 30]))).toEqual([12, 7, 30]);
  });
});

import { describe, expect, it } from 'vitest';
import { languageFirst } from './language-first';

const r = (id: number, locale: string) => ({ id, locale });

describe('languageFirst', () => {
  it('puts the page language first and keeps each group in its order', () => {
    const items = [r(1, 'nl'), r(2, 'fr'), r(3, 'nl'), r(4, 'en'), r(5, 'fr')];
    expect(languageFirst(items, 'fr').map((i) => i.id)).toEqual([2, 5, 1, 3, 4]);
    expect(languageFirst(items, 'en').map((i) => i.id)).toEqual([4, 1, 2, 3, 5]);
    expect(languageFirst(items, 'nl').map((i) => i.id)).toEqual([1, 3, 2, 4, 5]);
  });

  it('keeps the order when nothing is in the page language, and does not change its input', () => {
    const items = [r(1, 'nl'), r(2, 'fr')];
    expect(languageFirst(items, 'de')).toEqual(items);
    expect(languageFirst([], 'nl')).toEqual([]);
    expect(items.map((i) => i.id)).toEqual([1, 2]);
  });
});

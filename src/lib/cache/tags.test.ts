import { describe, expect, it } from 'vitest';
import { catalogueTagsFor, CATALOGUE_TAG, LISTS_TAG } from './tags';

describe('catalogueTagsFor', () => {
  it('invalidates the lists and each changed property once', () => {
    expect(catalogueTagsFor([12, 3, 12])).toEqual([LISTS_TAG, 'property:3', 'property:12']);
  });

  it('invalidates the lists alone when no property is named, and ignores ids that cannot exist', () => {
    expect(catalogueTagsFor([])).toEqual([LISTS_TAG]);
    expect(catalogueTagsFor([0, -4, 1.5, NaN])).toEqual([LISTS_TAG]);
  });

  it('invalidates the whole catalogue when the ids are unknown', () => {
    expect(catalogueTagsFor()).toEqual([CATALOGUE_TAG]);
  });
});

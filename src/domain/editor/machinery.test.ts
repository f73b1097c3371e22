import { describe, expect, it } from 'vitest';
import { isMachinery } from './machinery';

describe('machinery of the content (issue 31)', () => {
  it('folds ids, files, classes, widths, system dates and routes', () => {
    for (const path of [
      ['id'],
      ['parentId'],
      ['name'],
      ['route'],
      ['createDate'],
      ['params', 'css'],
      ['params', 'type'],
      ['params', 'modules', 0, 'class'],
      ['params', 'modules', 0, 'col'],
      ['params', 'image', 'mimetype'],
      ['params', 'image', 'destination'],
      ['params', 'seo', 'ogType'],
      ['params', 'modules', 0, 'backgroundType'],
      ['params', 'modules', 0, 'images'],
    ])
      expect(isMachinery(path), path.join('.')).toBe(true);
  });

  it('keeps words and choices in sight', () => {
    for (const path of [
      ['status'],
      ['menu'],
      ['params', 'title'],
      ['params', 'seo', 'metaTitle'],
      ['params', 'seo', 'description'],
      ['params', 'modules', 0, 'view'],
      ['banner', 'type'],
      ['agency', 'name'],
      ['params', 'modules', 0, 'relations', 0, 'type'],
      ['params', 'modules', 3],
    ])
      expect(isMachinery(path), path.join('.')).toBe(false);
  });
});

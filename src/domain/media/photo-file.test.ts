import { describe, expect, it } from 'vitest';
import { BANNER_WIDTHS, DERIVED_WIDTHS, PHOTO_WIDTHS, photoFile, pickWidth, SHARE_WIDTH } from './photo-file';

describe('photoFile', () => {
  it('names the WebP file of a base at a width', () => {
    expect(photoFile('/files/p/ab/0123456789abcdef', 400)).toBe('/files/p/ab/0123456789abcdef-400.webp');
    expect(photoFile('/demo/facade-01', SHARE_WIDTH)).toBe('/demo/facade-01-1360.webp');
  });

  it('shares a width every photo is stored at', () => {
    expect(PHOTO_WIDTHS).toContain(SHARE_WIDTH);
    expect(BANNER_WIDTHS).toContain(SHARE_WIDTH);
  });

  it('lists the widths as the specification and decision 033 say, smallest first', () => {
    // Smallest first: pickWidth takes the first that covers, storePhoto decodes once at the last.
    expect(PHOTO_WIDTHS).toEqual([100, 400, 600, 800, 1360]);
    expect(BANNER_WIDTHS).toEqual([600, 800, 1360, 1920]);
  });
});

describe('pickWidth', () => {
  it('takes the smallest stored width that covers the wanted one, else the largest', () => {
    expect(pickWidth(PHOTO_WIDTHS, 90)).toBe(100);
    expect(pickWidth(PHOTO_WIDTHS, 400)).toBe(400);
    expect(pickWidth(PHOTO_WIDTHS, 401)).toBe(600);
    expect(pickWidth(PHOTO_WIDTHS, 3000)).toBe(1360);
    expect(pickWidth([], 500)).toBe(500);
  });

  it('gives a phone its own width: a full-width photo on a 412 px screen at 1.75 wants 721 px (decision 033)', () => {
    expect(pickWidth(PHOTO_WIDTHS, Math.ceil(412 * 1.75))).toBe(800);
    expect(pickWidth(BANNER_WIDTHS, Math.ceil(412 * 1.75))).toBe(800);
  });

  it('makes an added width only from a larger one each kind stores', () => {
    for (const width of DERIVED_WIDTHS)
      for (const widths of [PHOTO_WIDTHS, BANNER_WIDTHS] as readonly (readonly number[])[]) {
        expect(widths).toContain(width);
        expect(Math.max(...widths)).toBeGreaterThan(width);
      }
  });
});

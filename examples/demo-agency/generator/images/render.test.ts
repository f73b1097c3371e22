import { describe, expect, it } from 'vitest';
import { fileName, sizesFor } from './render';
import type { Scene } from './scenes';

/** A scene of a family: only its name and family matter here, it is never drawn. */
const scene = (family: Scene['family']): Scene => ({
  name: `${family}-01`,
  family,
  build: () => {
    throw new Error('not drawn');
  },
});

describe('the sizes the demo pictures are drawn at', () => {
  it('draws a card at every photo width in 4:3, the phone width 800 included (decision 033)', () => {
    expect(sizesFor(scene('facade'))).toEqual([
      { width: 100, height: 75 },
      { width: 400, height: 300 },
      { width: 600, height: 450 },
      { width: 800, height: 600 },
      { width: 1360, height: 1020 },
    ]);
    expect(sizesFor(scene('interior'))).toEqual(sizesFor(scene('facade')));
  });

  it('draws a banner at every banner width in 12:5, largest first', () => {
    expect(sizesFor(scene('banner'))).toEqual([
      { width: 1920, height: 800 },
      { width: 1360, height: 567 },
      { width: 800, height: 333 },
      { width: 600, height: 250 },
    ]);
  });

  it('names the files as the image loader asks for them', () => {
    expect(fileName(scene('banner'), { width: 800, height: 333 })).toBe('banner-01-800.webp');
  });
});

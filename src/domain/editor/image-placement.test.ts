import { describe, expect, it } from 'vitest';
import { imagePlacement } from './image-placement';

describe('where an image of the content appears (issue 31)', () => {
  it("names the home banner's image and each photo of its gallery", () => {
    expect(imagePlacement(['banner', 'image'])).toBe('banner');
    expect(imagePlacement(['banner', 'gallery', 0])).toBe('bannerGallery');
    expect(imagePlacement(['banner', 'gallery', 4])).toBe('bannerGallery');
  });

  it("names a block's image, on a page or in the settings, and a page's own card image", () => {
    expect(imagePlacement(['params', 'modules', 2, 'image'])).toBe('module');
    expect(imagePlacement(['modules', 0, 'image'])).toBe('module');
    expect(imagePlacement(['params', 'image'])).toBe('pageCard');
  });

  it('says nothing of a field that is not one of those images', () => {
    expect(imagePlacement(['params', 'modules', 2, 'images', 0])).toBeNull();
    expect(imagePlacement(['banner', 'gallery'])).toBeNull();
    expect(imagePlacement(['params', 'modules', 'image'])).toBeNull();
    expect(imagePlacement(['brand', 'logo'])).toBeNull();
    expect(imagePlacement([])).toBeNull();
  });
});

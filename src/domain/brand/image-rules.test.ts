import { describe, expect, it } from 'vitest';
import { initials, looksLikeSvg, MAX_BRAND_BYTES, rasterRefusal, textOn } from './image-rules';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('looksLikeSvg', () => {
  it('knows an SVG by its content, after a prolog, a comment or a BOM', () => {
    expect(looksLikeSvg(bytes('<svg viewBox="0 0 1 1"/>'))).toBe(true);
    expect(looksLikeSvg(bytes('\uFEFF<?xml version="1.0"?>\n<!-- x -->\n<svg>'))).toBe(true);
    expect(looksLikeSvg(bytes('<html><svg>'))).toBe(false);
    expect(looksLikeSvg(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
  });
});

describe('rasterRefusal', () => {
  it('takes a PNG, JPEG or WebP within the limits', () => {
    for (const format of ['png', 'jpeg', 'webp']) expect(rasterRefusal('logo', 10_000, format, 400, 120)).toBeNull();
  });
  it('refuses by size of file, format and side', () => {
    expect(rasterRefusal('logo', MAX_BRAND_BYTES + 1, 'png', 400, 120)).toBe('tooBig');
    expect(rasterRefusal('logo', 100, undefined, 0, 0)).toBe('notAnImage');
    expect(rasterRefusal('logo', 100, 'gif', 400, 120)).toBe('wrongFormat');
    expect(rasterRefusal('logo', 100, 'svg', 400, 120)).toBe('wrongFormat');
    expect(rasterRefusal('icon', 100, 'png', 32, 32)).toBe('tooSmall');
    expect(rasterRefusal('logo', 100, 'png', 32, 32)).toBeNull();
    expect(rasterRefusal('logo', 100, 'png', 5000, 100)).toBe('tooLarge');
  });
});

describe('initials', () => {
  it('takes the first letter of the first and last words', () => {
    expect(initials('Immo Example')).toBe('IE');
    expect(initials('agence du pont & fils')).toBe('AF');
    expect(initials('Dupont')).toBe('D');
    expect(initials('Élan-Immo')).toBe('ÉI');
    expect(initials('  ')).toBe('?');
  });
});

describe('textOn', () => {
  it('chooses the readable text colour on a background', () => {
    expect(textOn('#1f4e79')).toBe('#ffffff');
    expect(textOn('#f5d142')).toBe('#000000');
    expect(textOn('#000000')).toBe('#ffffff');
    expect(textOn('#ffffff')).toBe('#000000');
  });
});

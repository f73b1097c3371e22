import { describe, expect, it } from 'vitest';
import { contrastRatio, fromOklch, luminance, parseHex, toHex, toOklch } from './colour';

describe('parseHex and toHex', () => {
  it('reads six and three digits, in either case, and writes six lower-case digits', () => {
    expect(parseHex('#FF8000')).toEqual({ r: 1, g: 128 / 255, b: 0 });
    expect(toHex(parseHex('#f80'))).toBe('#ff8800');
    expect(toHex(parseHex('#0F5B4F'))).toBe('#0f5b4f');
  });

  it('refuses what is not a hex colour', () => {
    for (const bad of ['0f5b4f', '#0f5b4', '#ggg', 'red', '#0f5b4f80']) expect(() => parseHex(bad)).toThrow();
  });

  it('clamps channels outside 0–1', () => {
    expect(toHex({ r: 1.2, g: -0.1, b: 0.5 })).toBe('#ff0080');
  });
});

describe('luminance and contrastRatio (WCAG 2.x)', () => {
  it('gives the ends of the scale', () => {
    expect(luminance('#000000')).toBe(0);
    expect(luminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#0f5b4f', '#0f5b4f')).toBe(1);
  });

  it('is the same in either order', () => {
    expect(contrastRatio('#0f5b4f', '#ffffff')).toBe(contrastRatio('#ffffff', '#0f5b4f'));
  });

  it('puts #767676 on white just above 4.5:1 and #777777 just below', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('uses the weights of the green, red and blue channels', () => {
    expect(luminance('#00ff00')).toBeCloseTo(0.7152, 4);
    expect(luminance('#ff0000')).toBeCloseTo(0.2126, 4);
    expect(luminance('#0000ff')).toBeCloseTo(0.0722, 4);
  });
});

describe('OKLCH', () => {
  it('matches the reference values of OKLab', () => {
    expect(toOklch('#ffffff').l).toBeCloseTo(1, 4);
    expect(toOklch('#ffffff').c).toBeCloseTo(0, 4);
    const red = toOklch('#ff0000');
    expect(red.l).toBeCloseTo(0.628, 3);
    expect(red.c).toBeCloseTo(0.2577, 3);
    expect(red.h).toBeCloseTo(29.23, 1);
  });

  it('goes there and back to the same colour', () => {
    for (const hex of ['#0f5b4f', '#1f4e79', '#b54a33', '#f2c500', '#7c3aed', '#000000', '#ffffff', '#808080']) {
      expect(fromOklch(toOklch(hex))).toBe(hex);
    }
  });

  it('brings a colour outside sRGB back by lowering its chroma, keeping its hue', () => {
    const hex = fromOklch({ l: 0.7, c: 0.4, h: 150 });
    expect(hex).toMatch(/^#[0-9a-f]{6}$/);
    const back = toOklch(hex);
    expect(back.l).toBeCloseTo(0.7, 2);
    expect(back.h).toBeCloseTo(150, 0);
    expect(back.c).toBeLessThan(0.4);
  });
});

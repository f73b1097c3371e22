import { describe, expect, it } from 'vitest';
import { contrastRatio, toOklch } from './colour';
import { SURFACES, surfaceContrast, TEXT_CONTRAST, UI_CONTRAST } from './contrast';
import { brandPalette, paletteDeclarations } from './palette';
import { brandCss } from './brand-css';
import { fontStack, FONTS } from './fonts';
import { FONT_FAMILIES } from '../content/brand-schema';

/** Primaries that pass the contrast rule, of several hues and lightnesses, with accents light and dark. */
const CASES = [
  { primary: '#0f5b4f', accent: '#b54a33' },
  { primary: '#1f4e79', accent: '#9a3412' },
  { primary: '#2563eb', accent: '#f2c500' },
  { primary: '#6d6d6d', accent: '#ffffff' },
  { primary: '#000000', accent: '#000000' },
  { primary: '#7c3aed', accent: '#22d3ee' },
];

describe('brandPalette', () => {
  it('keeps the agency colours as they are, in lower case', () => {
    const palette = brandPalette({ primary: '#0F5B4F', accent: '#B54A33' });
    expect(palette.brand).toBe('#0f5b4f');
    expect(palette.accent).toBe('#b54a33');
  });

  it('gives the shades the design had drawn by hand for its first colours', () => {
    // The site's colours before they became settings: dark #0a4038, light #e3f0ec, labels #a3402b–#a8432e.
    const palette = brandPalette({ primary: '#0f5b4f', accent: '#b54a33' });
    expect(palette.brandDark).toBe('#0a4038');
    expect(contrastRatio(palette.brandLight, '#e3f0ec')).toBeLessThan(1.02);
    expect(contrastRatio(palette.accentStrong, '#a3402b')).toBeLessThan(1.1);
    expect(palette.focus).toBe('#b54a33');
  });

  it.each(CASES)('keeps every pair of text and background readable for $primary / $accent', (colours) => {
    const p = brandPalette(colours);
    expect(contrastRatio(p.onBrand, p.brand)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(p.onBrand, p.brandDark)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(p.brand, p.brandLight)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(surfaceContrast(p.accentStrong)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(p.onAccent, p.accentStrong)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(surfaceContrast(p.focus)).toBeGreaterThanOrEqual(UI_CONTRAST);
  });

  it('derives the shades from the hue of the colour', () => {
    const p = brandPalette({ primary: '#1f4e79', accent: '#f2c500' });
    expect(toOklch(p.brandDark).l).toBeLessThan(toOklch(p.brand).l);
    expect(Math.abs(toOklch(p.brandDark).h - toOklch(p.brand).h)).toBeLessThan(3);
    expect(Math.abs(toOklch(p.brandLight).h - toOklch(p.brand).h)).toBeLessThan(5);
    expect(toOklch(p.brandLight).l).toBeGreaterThan(0.94);
    // A light accent is darkened where it carries text, and keeps its hue.
    expect(p.accentStrong).not.toBe(p.accent);
    expect(Math.abs(toOklch(p.accentStrong).h - toOklch(p.accent).h)).toBeLessThan(5);
  });

  it('makes the light tint lighter still for a primary at the contrast boundary', () => {
    const p = brandPalette({ primary: '#6d6d6d', accent: '#000000' });
    expect(contrastRatio(p.brand, p.brandLight)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    // #6d6d6d reads 4.5:1 only on surfaces at least as light as sand: the tint is lighter than the usual 0.944.
    expect(toOklch(p.brandLight).l).toBeGreaterThan(toOklch(SURFACES.sand).l);
    expect(toOklch(brandPalette({ primary: '#0f5b4f', accent: '#000000' }).brandLight).l).toBeCloseTo(0.944, 2);
  });
});

describe('brandCss', () => {
  const brand = {
    colors: { primary: '#1f4e79', accent: '#9a3412' },
    fonts: { heading: 'lora', body: 'work-sans' },
  } as const;

  it('sets every colour of the palette on the root', () => {
    const css = brandCss(brand, { fonts: true });
    expect(css.startsWith(':root{')).toBe(true);
    expect(css).toContain(paletteDeclarations(brandPalette(brand.colors)));
    expect(css).toContain('--color-brand:#1f4e79;');
    expect(css).toContain('--color-brand-dark:#143656;');
    expect(css).toContain('--color-on-brand:#ffffff;');
    expect(css).toContain('--color-accent-strong:');
    expect(css).toContain('--color-focus:#9a3412;');
  });

  it('points the sans and display fonts at the chosen families', () => {
    const css = brandCss(brand, { fonts: true });
    expect(css).toContain('--font-sans:var(--font-work-sans), ui-sans-serif, system-ui, sans-serif;');
    expect(css).toContain('--font-display:var(--font-lora), ui-serif, Georgia, serif;');
  });

  it('leaves the fonts alone for the back office', () => {
    expect(brandCss(brand, { fonts: false })).not.toContain('--font-');
  });

  it('holds nothing but declarations of custom properties', () => {
    const css = brandCss(brand, { fonts: true });
    expect(css).not.toMatch(/[<>"'\\@]/);
    expect(
      css
        .slice(':root{'.length, -1)
        .split(';')
        .filter(Boolean)
        .every((d) => d.startsWith('--')),
    ).toBe(true);
  });
});

describe('fonts', () => {
  it('describes every family the settings may choose', () => {
    expect(Object.keys(FONTS).sort()).toEqual([...FONT_FAMILIES].sort());
    for (const family of FONT_FAMILIES) expect(fontStack(family)).toMatch(new RegExp(`^var\\(--font-${family}\\), `));
  });

  it('offers sans and serif families, with the demo\u2019s Inter and Fraunces among them', () => {
    const kinds = Object.values(FONTS).map((f) => f.kind);
    expect(kinds.filter((k) => k === 'sans').length).toBeGreaterThanOrEqual(3);
    expect(kinds.filter((k) => k === 'serif').length).toBeGreaterThanOrEqual(3);
    expect(FONT_FAMILIES).toContain('inter');
    expect(FONT_FAMILIES).toContain('fraunces');
  });
});

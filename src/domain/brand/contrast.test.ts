import { describe, expect, it } from 'vitest';
import { contrastRatio } from './colour';
import { darkenUntil, INK, primaryProblem, SURFACES, surfaceContrast, TEXT_CONTRAST, textOn, WHITE } from './contrast';

describe('surfaceContrast', () => {
  it('is the contrast on the darkest light surface (sand)', () => {
    expect(surfaceContrast('#0f5b4f')).toBe(contrastRatio('#0f5b4f', SURFACES.sand));
    expect(surfaceContrast('#0f5b4f')).toBeLessThan(contrastRatio('#0f5b4f', SURFACES.white));
  });
});

describe('primaryProblem', () => {
  it('accepts a primary colour that gives 4.5:1 on every light surface, at the boundary too', () => {
    expect(primaryProblem('#0f5b4f')).toBeNull();
    expect(primaryProblem('#1f4e79')).toBeNull();
    // #6d6d6d gives 4.51:1 on sand, the darkest surface.
    expect(primaryProblem('#6d6d6d')).toBeNull();
  });

  it('refuses one step lighter, with its contrast rounded down and a darker shade that passes', () => {
    // #6e6e6e gives 4.45:1 on sand (5.10:1 on white): it would fail on the tinted bands.
    expect(primaryProblem('#6e6e6e')).toEqual({ ratio: '4.4', needed: '4.5', suggestion: '#6d6d6d' });
  });

  it('refuses #767676, which passes on white but not on the site\u2019s tinted bands', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(primaryProblem('#767676')?.ratio).toBe('3.9');
  });

  it('refuses light colours, and suggests a shade of the same hue', () => {
    const problem = primaryProblem('#f97316');
    expect(problem?.ratio).toBe('2.4');
    expect(surfaceContrast(problem!.suggestion)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(primaryProblem(problem!.suggestion)).toBeNull();
    expect(primaryProblem('#ffffff')?.ratio).toBe('1.0');
  });
});

describe('textOn', () => {
  it('takes white where it gives 4.5:1', () => {
    expect(textOn('#0f5b4f')).toBe(WHITE);
    expect(textOn('#767676')).toBe(WHITE);
  });

  it('takes the near-black ink on a light fill', () => {
    expect(textOn('#f2c500')).toBe(INK);
    expect(textOn('#ffffff')).toBe(INK);
    expect(contrastRatio(INK, '#f2c500')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('takes whichever gives more where neither reaches 4.5:1', () => {
    // #777777: white 4.48, ink 3.49.
    expect(textOn('#777777')).toBe(WHITE);
    // #7f7f7f: white 4.00, ink 3.90 — and one step past the middle, ink.
    expect(textOn('#7f7f7f')).toBe(WHITE);
    expect(textOn('#858585')).toBe(INK);
  });
});

describe('darkenUntil', () => {
  it('leaves a colour that passes as it is', () => {
    expect(darkenUntil('#0f5b4f', TEXT_CONTRAST)).toBe('#0f5b4f');
  });

  it('darkens just enough, keeping the hue', () => {
    const shade = darkenUntil('#f2c500', TEXT_CONTRAST);
    expect(surfaceContrast(shade)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(surfaceContrast(shade)).toBeLessThan(TEXT_CONTRAST + 0.1);
    expect(shade).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('reaches 3:1 for the focus ring with a lighter shade than for text', () => {
    const ui = darkenUntil('#f2c500', 3);
    expect(surfaceContrast(ui)).toBeGreaterThanOrEqual(3);
    expect(surfaceContrast(ui)).toBeLessThan(surfaceContrast(darkenUntil('#f2c500', TEXT_CONTRAST)));
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandPalette, paletteDeclarations } from '@/domain/brand/palette';
import { brandSchema } from '@/domain/content/brand-schema';
import { SURFACES } from '@/domain/brand/contrast';

const css = readFileSync(new URL('./globals.css', import.meta.url), 'utf8');
const theme = css.slice(css.indexOf('@theme {'), css.indexOf('}', css.indexOf('@theme {')));
const declared = (name: string) => new RegExp(`--${name}:\\s*([^;]+);`).exec(theme)?.[1]?.trim();

describe('globals.css', () => {
  it('holds the palette of the settings\u2019 default colours, for what has no layout', () => {
    const defaults = paletteDeclarations(brandPalette(brandSchema.parse({}).colors));
    for (const declaration of defaults.split(';').filter(Boolean)) {
      const [name, value] = declaration.split(':') as [string, string];
      expect(declared(name.slice(2)), name).toBe(value);
    }
  });

  it('draws the light surfaces the brand colours are checked against', () => {
    expect(declared('color-paper')).toBe(SURFACES.paper);
    expect(declared('color-sand')).toBe(SURFACES.sand);
  });
});

import type { Brand } from '../content/brand-schema';
import { fontStack } from './fonts';
import { brandPalette, paletteDeclarations } from './palette';

/**
 * The style rule that gives a page the agency's colours and fonts at request time (the layouts
 * render it in a <style> element with the CSP nonce): the custom properties of src/app/globals.css,
 * set from the settings. Its values are computed hex colours and variable names of a closed list,
 * never text of the settings, so nothing in it can close the element.
 *
 * `fonts: false` for the back office, which loads Inter only: it takes the colours alone.
 */
export function brandCss(brand: Pick<Brand, 'colors' | 'fonts'>, { fonts }: { fonts: boolean }): string {
  const declarations = paletteDeclarations(brandPalette(brand.colors));
  const families = fonts
    ? `--font-sans:${fontStack(brand.fonts.body)};--font-display:${fontStack(brand.fonts.heading)};`
    : '';
  return `:root{${declarations}${families}}`;
}

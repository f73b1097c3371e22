import localFont from 'next/font/local';
import type { FontFamily } from '@/domain/content/brand-schema';

/*
 * The self-hosted font families an agency may choose from (brand.fonts; Latin subset, from
 * @fontsource-variable: no internet at build time, no font service at run time). Every family is
 * built in; the page's style (src/domain/brand/brand-css.ts) points --font-sans and --font-display
 * at the chosen two, and a browser downloads only the families a page uses.
 *
 * Layout shift (issue 9): each family comes with a fallback font whose metrics next/font adjusts to
 * it, and `display: 'optional'`: if the file is not there at first paint, this page view keeps the
 * fallback rather than swap (a swap reflowed the top bar, the search box and the consent banner:
 * layout shift 0.14 on a phone with the font 1.5 s late; a title in the fallback can take one line
 * more or less, and the swap moved the page below it: 0.03 on some detail pages). Next.js would
 * preload every family of the layout (`preload`), seven files on every page: none is preloaded
 * here, and the layouts preload the two the settings choose (src/app/font-preload.ts), so that
 * they are there at first paint on a normal connection (issue 20: without the preload a first
 * visit saw the headings in the fallback for the whole page view).
 */

const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  preload: false,
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
});

const sourceSans3 = localFont({
  src: '../../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  weight: '200 900',
  style: 'normal',
  display: 'optional',
  preload: false,
  variable: '--font-source-sans-3',
  adjustFontFallback: 'Arial',
});

const workSans = localFont({
  src: '../../node_modules/@fontsource-variable/work-sans/files/work-sans-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  preload: false,
  variable: '--font-work-sans',
  adjustFontFallback: 'Arial',
});

const fraunces = localFont({
  src: '../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  preload: false,
  variable: '--font-fraunces',
  adjustFontFallback: 'Times New Roman',
});

const lora = localFont({
  src: '../../node_modules/@fontsource-variable/lora/files/lora-latin-wght-normal.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'optional',
  preload: false,
  variable: '--font-lora',
  adjustFontFallback: 'Times New Roman',
});

const sourceSerif4 = localFont({
  src: '../../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
  weight: '200 900',
  style: 'normal',
  display: 'optional',
  preload: false,
  variable: '--font-source-serif-4',
  adjustFontFallback: 'Times New Roman',
});

const playfairDisplay = localFont({
  src: '../../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
  weight: '400 900',
  style: 'normal',
  display: 'optional',
  preload: false,
  variable: '--font-playfair-display',
  adjustFontFallback: 'Times New Roman',
});

/** Each family's loaded font (its `variable` class defines `--font-<family>` on the element it is on). */
export const FONT_FILES: Record<FontFamily, { variable: string; style: { fontFamily: string } }> = {
  inter,
  'source-sans-3': sourceSans3,
  'work-sans': workSans,
  fraunces,
  lora,
  'source-serif-4': sourceSerif4,
  'playfair-display': playfairDisplay,
};

/** The classes that define every family's variable: on <html>, so that the page's style can pick any two. */
export const fontVariables = Object.values(FONT_FILES)
  .map((font) => font.variable)
  .join(' ');

/** The back office's font (it keeps Inter whatever the site's). */
export { inter };

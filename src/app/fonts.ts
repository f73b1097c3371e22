import localFont from 'next/font/local';

/**
 * The self-hosted fonts (Latin subset) through next/font: preloaded, and with a fallback font whose
 * metrics are adjusted to them, so that the swap from the fallback moves nothing (layout shift
 * under 0.02, issue 9). The files come from @fontsource-variable (no internet at build time).
 */
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
});

export const fraunces = localFont({
  src: '../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-fraunces',
  adjustFontFallback: 'Times New Roman',
  // Headings only: not every page shows one above the fold in this font.
  preload: false,
});

export const fontVariables = `${inter.variable} ${fraunces.variable}`;

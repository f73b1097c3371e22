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
  // Optional, like Fraunces: preloaded, it is there at first paint on a normal connection; when it
  // is late (a slow network), this page view keeps the metric-adjusted fallback rather than swap.
  // The swap reflowed the top bar, the search box and the consent banner: layout shift 0.14 on a
  // phone with the font 1.5 s late, and 0.09 in one of 15 home runs of the Lighthouse benchmark.
  display: 'optional',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
});

const fraunces = localFont({
  src: '../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  // Optional, not swap: a title set in the fallback can take one line more or less than in
  // Fraunces, and the swap then moved the page below it (layout shift 0.03 on some property and
  // project pages, issue 9). If the file is not there at first paint, this page view keeps the
  // fallback, and the next pages have it from the cache.
  display: 'optional',
  variable: '--font-fraunces',
  adjustFontFallback: 'Times New Roman',
  // Preloaded (36 KB), like Inter: every page opens with a heading in it, and without the preload a
  // first visit saw the headings in the fallback serif for the whole page view (issue 20).
});

export const fontVariables = `${inter.variable} ${fraunces.variable}`;

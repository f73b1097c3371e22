import { contrastRatio, fromOklch, toOklch } from './colour';

/**
 * WCAG 2.x AA contrast (issue 29): what the agency's colours must give so that no agency can make
 * its own site unreadable. Pure; the content schema refuses a brand colour with `primaryProblem`.
 */

/** Text and links (WCAG 1.4.3, normal-size text). */
export const TEXT_CONTRAST = 4.5;
/** Borders of fields and buttons, icons, the focus ring (WCAG 1.4.11, non-text contrast). */
export const UI_CONTRAST = 3;

/**
 * The light surfaces the site puts text on: cards and fields (white), the page itself (paper) and
 * its tinted bands (sand, the darkest of them). They are the design's neutrals, not the agency's.
 */
export const SURFACES = { white: '#ffffff', paper: '#fbfaf7', sand: '#f3efe7' } as const;
const LIGHT_SURFACES = Object.values(SURFACES);

/** White, and the near-black of the site's text (ink): the two colours text on a coloured fill may take. */
export const WHITE = '#ffffff';
export const INK = '#1c2430';

/** Whether `colour` reaches `ratio` against `background`. */
export function passes(colour: string, background: string, ratio: number): boolean {
  return contrastRatio(colour, background) >= ratio;
}

/** The lowest contrast `colour` gives on any of the site's light surfaces. */
export function surfaceContrast(colour: string): number {
  return Math.min(...LIGHT_SURFACES.map((surface) => contrastRatio(colour, surface)));
}

/**
 * The text colour for a fill: white when it reaches 4.5:1 on it, else the site's near-black when
 * that does, else whichever of the two gives more (a mid-grey fill, where neither reaches it).
 */
export function textOn(fill: string): string {
  const white = contrastRatio(WHITE, fill);
  if (white >= TEXT_CONTRAST) return WHITE;
  const ink = contrastRatio(INK, fill);
  return ink >= TEXT_CONTRAST || ink > white ? INK : WHITE;
}

/**
 * `colour` made darker (its OKLCH lightness lowered, hue and chroma kept as far as sRGB allows)
 * until it reaches `ratio` on every light surface; `colour` itself when it already does.
 */
export function darkenUntil(colour: string, ratio: number): string {
  if (surfaceContrast(colour) >= ratio) return colour;
  const start = toOklch(colour);
  let [low, high] = [0, start.l];
  for (let i = 0; i < 30; i++) {
    const mid = (low + high) / 2;
    if (surfaceContrast(fromOklch({ ...start, l: mid })) >= ratio) low = mid;
    else high = mid;
  }
  return fromOklch({ ...start, l: low });
}

/** Why a primary colour cannot be the site's: its contrast and a darker shade that would do; null when it can. */
export type ContrastProblem = { ratio: string; needed: string; suggestion: string };

/**
 * The primary colour is the colour of links and text on the light surfaces (4.5:1), and of buttons
 * and field borders on them (3:1, which 4.5:1 already gives). One that cannot is refused, with a
 * shade of it that passes.
 */
export function primaryProblem(primary: string): ContrastProblem | null {
  const ratio = surfaceContrast(primary);
  if (ratio >= TEXT_CONTRAST) return null;
  // One decimal, rounded down: a ratio of 4.48 must not read as the 4.5 it misses.
  return {
    ratio: (Math.floor(ratio * 10) / 10).toFixed(1),
    needed: String(TEXT_CONTRAST),
    suggestion: darkenUntil(primary, TEXT_CONTRAST),
  };
}

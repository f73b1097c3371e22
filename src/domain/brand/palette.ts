import { fromOklch, toOklch } from './colour';
import { darkenUntil, passes, TEXT_CONTRAST, textOn, UI_CONTRAST } from './contrast';

/** The agency's two colours, as brand.colors holds them. */
export type BrandColours = { primary: string; accent: string };

/** Every colour of the site that follows the brand (CSS custom properties `--color-<name>`, kebab-case). */
export type BrandPalette = {
  /** Links, buttons, price markers: the primary colour itself. */
  brand: string;
  /** Hover of buttons, the top bar, the home banner behind its photo. */
  brandDark: string;
  /** Tinted boxes; the primary colour stays readable on it. */
  brandLight: string;
  /** Text on brand and brand-dark fills. */
  onBrand: string;
  /** The accent itself: decoration (borders, quotation marks, tints). */
  accent: string;
  /** The accent where it carries small text or is a label's fill: readable at 4.5:1. */
  accentStrong: string;
  /** Text on accent-strong fills. */
  onAccent: string;
  /** The keyboard focus ring: 3:1 on every light surface. */
  focus: string;
};

/*
 * The steps below are the design's: they give the hand-picked shades the site had before its
 * colours became settings (a dark shade 0.088 darker with a little less chroma, a light tint at
 * OKLCH lightness 0.944, small text in the accent 0.044 darker), now for any hue.
 */
const DARK_STEP = 0.088;
const DARK_CHROMA = 0.78;
const LIGHT_L = 0.944;
const LIGHT_CHROMA = 0.21;
const LIGHT_MAX_CHROMA = 0.035;
const STRONG_STEP = 0.044;

/** A light tint of `colour`, made lighter still where `colour` would not read 4.5:1 on it. */
function lightTint(colour: string): string {
  const { c, h } = toOklch(colour);
  const tint = (l: number) => fromOklch({ l, c: Math.min(c * LIGHT_CHROMA, LIGHT_MAX_CHROMA), h });
  for (let l = LIGHT_L; l < 1; l += 0.004) {
    if (passes(colour, tint(l), TEXT_CONTRAST)) return tint(l);
  }
  return '#ffffff';
}

/** The site's colours from the agency's primary and accent colours. */
export function brandPalette({ primary, accent }: BrandColours): BrandPalette {
  const brand = primary.toLowerCase();
  const p = toOklch(brand);
  const a = toOklch(accent);
  const accentStrong = darkenUntil(fromOklch({ ...a, l: a.l - STRONG_STEP }), TEXT_CONTRAST);
  return {
    brand,
    brandDark: fromOklch({ l: p.l - DARK_STEP, c: p.c * DARK_CHROMA, h: p.h }),
    brandLight: lightTint(brand),
    onBrand: textOn(brand),
    accent: accent.toLowerCase(),
    accentStrong,
    onAccent: textOn(accentStrong),
    focus: darkenUntil(accent.toLowerCase(), UI_CONTRAST),
  };
}

/** The palette as CSS declarations (`--color-brand-dark:#143656;…`), for a rule of the caller's. */
export function paletteDeclarations(palette: BrandPalette): string {
  return Object.entries(palette)
    .map(([name, value]) => `--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value};`)
    .join('');
}

/**
 * Colour maths for the agency's brand (issue 29): sRGB hex colours, their relative luminance and
 * contrast ratio as WCAG 2.x defines them, and OKLCH (a perceptual space: the same step of
 * lightness looks the same for every hue) to derive the darker and lighter shades of a colour.
 * Pure: no DOM, no CSS engine.
 */

/** An sRGB colour, each channel 0–1. */
export type Rgb = { r: number; g: number; b: number };
/** OKLCH: lightness 0–1, chroma 0–~0.37, hue in degrees. */
export type Oklch = { l: number; c: number; h: number };

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#rgb` or `#rrggbb` as channels 0–1; throws on anything else (the schema lets only these through). */
export function parseHex(hex: string): Rgb {
  const match = HEX.exec(hex.trim());
  if (!match) throw new Error(`not a hex colour: ${hex}`);
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  const channel = (i: number) => parseInt(digits.slice(i, i + 2), 16) / 255;
  return { r: channel(0), g: channel(2), b: channel(4) };
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/** Channels 0–1 as `#rrggbb` (rounded, clamped into sRGB). */
export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(clamp01(v) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The sRGB transfer function undone (WCAG's threshold 0.04045, as in the sRGB standard). */
function linear(v: number): number {
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

function gamma(v: number): number {
  return v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055;
}

/** WCAG 2.x relative luminance, 0 (black) to 1 (white). */
export function luminance(colour: string | Rgb): number {
  const { r, g, b } = typeof colour === 'string' ? parseHex(colour) : colour;
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio of two colours, 1 to 21, whichever order they come in. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** sRGB to OKLCH (Björn Ottosson's OKLab, in polar form). */
export function toOklch(colour: string | Rgb): Oklch {
  const { r, g, b } = typeof colour === 'string' ? parseHex(colour) : colour;
  const [lr, lg, lb] = [linear(r), linear(g), linear(b)];
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  const hue = (Math.atan2(B, A) * 180) / Math.PI;
  return { l: L, c: Math.hypot(A, B), h: hue < 0 ? hue + 360 : hue };
}

/** OKLCH to sRGB channels, unclamped (a channel outside 0–1 means the colour is outside sRGB). */
function oklchToRgb({ l: L, c, h }: Oklch): Rgb {
  const A = c * Math.cos((h * Math.PI) / 180);
  const B = c * Math.sin((h * Math.PI) / 180);
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return {
    r: gamma(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    g: gamma(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    b: gamma(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  };
}

const inGamut = ({ r, g, b }: Rgb) => [r, g, b].every((v) => v >= -1e-4 && v <= 1 + 1e-4);

/**
 * An OKLCH colour as `#rrggbb`. One outside sRGB keeps its lightness and hue and loses chroma until
 * it fits (CSS Color 4's gamut mapping, simplified), rather than shifting hue by clipping.
 */
export function fromOklch(colour: Oklch): string {
  const l = clamp01(colour.l);
  let rgb = oklchToRgb({ ...colour, l });
  if (!inGamut(rgb)) {
    let [low, high] = [0, colour.c];
    for (let i = 0; i < 24; i++) {
      const mid = (low + high) / 2;
      if (inGamut(oklchToRgb({ ...colour, l, c: mid }))) low = mid;
      else high = mid;
    }
    rgb = oklchToRgb({ ...colour, l, c: low });
  }
  return toHex(rgb);
}

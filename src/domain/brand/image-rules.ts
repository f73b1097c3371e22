/**
 * What the site takes as an agency's logo or icon (issue 29): an SVG (made safe by svg.ts) or a
 * PNG, JPEG or WebP, known by its content (what sharp reads it as), never by its file name.
 */
export type BrandSlot = 'logo' | 'icon';

/** The largest file a logo or icon may be (an upload, or a file of an imported folder). */
export const MAX_BRAND_BYTES = 2 * 1024 * 1024;
/** Raster images: at least this many pixels on their shorter side… */
const MIN_SIDE: Record<BrandSlot, number> = { logo: 32, icon: 48 };
/** …and at most this many on their longer side. */
const MAX_SIDE = 4096;

export type RasterFormat = 'png' | 'jpeg' | 'webp';
const RASTER_FORMATS: readonly RasterFormat[] = ['png', 'jpeg', 'webp'];
export const EXTENSIONS: Record<RasterFormat | 'svg', string> = { svg: 'svg', png: 'png', jpeg: 'jpg', webp: 'webp' };

export type BrandRefusal = 'tooBig' | 'notAnImage' | 'wrongFormat' | 'tooSmall' | 'tooLarge';

/** The first bytes of an SVG file: text, then (after an XML prolog, comments or a BOM) `<svg`. */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '');
  return /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(head);
}

/**
 * The refusal of a raster image for `slot`, by what its content was read as (null: take it).
 * `format` is sharp's name for it; undefined when it could not be read at all.
 */
export function rasterRefusal(
  slot: BrandSlot,
  bytes: number,
  format: string | undefined,
  width: number,
  height: number,
): BrandRefusal | null {
  if (bytes > MAX_BRAND_BYTES) return 'tooBig';
  if (!format) return 'notAnImage';
  if (!(RASTER_FORMATS as readonly string[]).includes(format)) return 'wrongFormat';
  if (Math.min(width, height) < MIN_SIDE[slot]) return 'tooSmall';
  if (Math.max(width, height) > MAX_SIDE) return 'tooLarge';
  return null;
}

/** An agency's initials for an icon drawn without any image: "Immo Example" → "IE", "Dupont" → "D". */
export function initials(name: string): string {
  const words = name
    .normalize('NFC')
    .split(/[\s\-–&+.,/]+/)
    .filter((w) => /\p{L}|\p{N}/u.test(w));
  const letters = words.map((w) => [...w].find((c) => /\p{L}|\p{N}/u.test(c))!.toUpperCase());
  return (letters.length > 2 ? [letters[0], letters.at(-1)] : letters).join('') || '?';
}

/** Black or white, whichever reads better on `hex` (#rrggbb): the initials' colour on the primary colour. */
export function textOn(hex: string): '#000000' | '#ffffff' {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  // The contrast with white against the contrast with black (WCAG's formula, 0.05 flare).
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#000000';
}

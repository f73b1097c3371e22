/**
 * next/image loader for photos stored at fixed widths as `{base}-{width}.webp`
 * (specification section 7). A base without a known width list (logos, SVG) is returned as is.
 */
export const PHOTO_WIDTHS = [100, 400, 600, 1360] as const;
/** A banner's base ends in `/banner-…`: it is stored wider. */
export const BANNER_WIDTHS = [600, 1360, 1920] as const;
const BANNER = /\/banner-[^/]*$/;

export function pickWidth(widths: readonly number[], wanted: number): number {
  return widths.find((w) => w >= wanted) ?? widths[widths.length - 1] ?? wanted;
}

export default function photoLoader({ src, width }: { src: string; width: number; quality?: number }): string {
  if (/\.[a-z0-9]+$/i.test(src)) return src;
  const widths = BANNER.test(src) ? BANNER_WIDTHS : PHOTO_WIDTHS;
  return `${src}-${pickWidth(widths, width)}.webp`;
}

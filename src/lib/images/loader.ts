/**
 * next/image loader for photos stored at fixed widths as `{base}-{width}.webp`
 * (specification section 7). A base without a known width list (logos, SVG) is returned as is.
 */
const PHOTO_WIDTHS = [100, 400, 600, 1360];
const BANNER_WIDTHS = [600, 1360, 1920];

export function pickWidth(widths: number[], wanted: number): number {
  return widths.find((w) => w >= wanted) ?? widths[widths.length - 1] ?? wanted;
}

export default function photoLoader({ src, width }: { src: string; width: number; quality?: number }): string {
  if (/\.[a-z0-9]+$/i.test(src)) return src;
  const widths = /\/banner-[^/]*$/.test(src) ? BANNER_WIDTHS : PHOTO_WIDTHS;
  return `${src}-${pickWidth(widths, width)}.webp`;
}

import { BANNER_WIDTHS, PHOTO_WIDTHS, photoFile, pickWidth } from './photo-file';

/**
 * next/image loader for photos stored at fixed widths (domain/media/photo-file, specification
 * section 7). A base without a known width list (logos, SVG) is returned as is.
 */
const BANNER = /\/banner-[^/]*$/;

export default function photoLoader({ src, width }: { src: string; width: number; quality?: number }): string {
  if (/\.[a-z0-9]+$/i.test(src)) return src;
  const widths = BANNER.test(src) ? BANNER_WIDTHS : PHOTO_WIDTHS;
  return photoFile(src, pickWidth(widths, width));
}

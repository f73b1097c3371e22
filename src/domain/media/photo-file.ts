/**
 * How a stored photo is named (specification section 7): one base without width or extension
 * (`/files/p/ab/…`), rendered once per fixed width as `{base}-{width}.webp`. The image loader,
 * the share images, the structured data and the file store all name files through here.
 * 800 is ours beyond the specification's 100/400/600/1360: a phone's full-width photo
 * (docs/decisions/033-phone-photo-width.md); a photo stored before it gets its 800 on first ask.
 */
export const PHOTO_WIDTHS = [100, 400, 600, 800, 1360] as const;
/** A banner's base ends in `/banner-…`: it is stored wider. */
export const BANNER_WIDTHS = [600, 800, 1360, 1920] as const;
/** The widths added after photos were first stored: made from a larger width when first asked for. */
export const DERIVED_WIDTHS: readonly number[] = [800];
/** The width given to social networks and search engines (they ask for 1200 and up). */
export const SHARE_WIDTH = 1360;

/** A photo's size when the store does not know it: the share width, in 4:3 as the demo photos. */
export const PHOTO_FALLBACK_SIZE = { width: SHARE_WIDTH, height: 1020 } as const;

/** The file of the photo `base` at `width` pixels. */
export function photoFile(base: string, width: number): string {
  return `${base}-${width}.webp`;
}

/** The smallest stored width that covers `wanted`, else the largest. */
export function pickWidth(widths: readonly number[], wanted: number): number {
  return widths.find((w) => w >= wanted) ?? widths[widths.length - 1] ?? wanted;
}

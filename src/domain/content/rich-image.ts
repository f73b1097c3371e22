import { PHOTO_WIDTHS, photoFile } from '../media/photo-file';

/**
 * A picture written into a text (issue 44): a photo of the site's library at one of its stored
 * widths, `/files/p/ab/<32 hex>-<width>.webp`, nothing else: no other site's address, no other
 * file of this one. The back office's rich-text editor writes it; the sanitizer (sanitize.ts) keeps
 * an image only when its address is one of these, and gives it its other widths (srcset).
 */
const STORED_PHOTO = /^\/files\/(p\/[0-9a-f]{2}\/[0-9a-f]{32})-(\d{2,4})\.webp$/;

/** The photo's base (`/files/p/ab/…`) of an address written into a text, or null when it is not one. */
export function photoBaseOf(src: string): string | null {
  const match = STORED_PHOTO.exec(src.trim());
  if (!match || !(PHOTO_WIDTHS as readonly number[]).includes(Number(match[2]))) return null;
  return `/files/${match[1]}`;
}

/** The width a picture is written into a text at (the largest stored: a text column is never wider). */
const TEXT_IMAGE_WIDTH = 1360;

/** The address a library photo (its base) is written into a text with. */
export function textImageSrc(base: string): string {
  return photoFile(base, TEXT_IMAGE_WIDTH);
}

/** A size attribute as the page gets it: a whole number of pixels from 1 to 20000, else nothing. */
function sizeOf(value: string | undefined): string | undefined {
  return value && /^[1-9]\d{0,4}$/.test(value.trim()) && Number(value) <= 20_000 ? value.trim() : undefined;
}

/** The attributes of a text's image as the page shows it: every width, its size, its alt text, lazily. */
export function textImageAttributes(attribs: Record<string, string>): Record<string, string> | null {
  const base = photoBaseOf(attribs.src ?? '');
  if (!base) return null;
  const width = sizeOf(attribs.width);
  const height = sizeOf(attribs.height);
  return {
    src: textImageSrc(base),
    srcset: PHOTO_WIDTHS.filter((w) => w >= 400)
      .map((w) => `${photoFile(base, w)} ${w}w`)
      .join(', '),
    sizes: '(min-width: 800px) 768px, 100vw',
    alt: (attribs.alt ?? '').slice(0, 300),
    ...(width && height ? { width, height } : {}),
    loading: 'lazy',
    decoding: 'async',
  };
}

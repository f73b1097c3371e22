import 'server-only';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { BANNER_WIDTHS, PHOTO_WIDTHS, photoFile } from '@/domain/media/photo-file';
import { hasFile, putFile } from './storage';
const FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'tiff', 'heif']);
const MAX_PIXELS = 80_000_000;

export class NotAPhoto extends Error {}

/**
 * Makes a fetched or uploaded photo ours: checked by content (sharp must read it as an image, at
 * most 80 megapixels), turned upright, stored as WebP at every width (never enlarged), under its
 * content hash. Returns the base the pages use (`/files/p/ab/…`; the loader adds `-{width}.webp`).
 * A banner is stored at the banner widths, under a name the loader knows (`…/banner-…`).
 */
export async function storePhoto(
  bytes: Buffer,
  kind: 'photo' | 'banner' = 'photo',
): Promise<{ base: string; width: number; height: number; sha256: string }> {
  const widths = kind === 'banner' ? BANNER_WIDTHS : PHOTO_WIDTHS;
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new NotAPhoto('not an image (the content is neither JPEG, PNG, WebP, AVIF, GIF, TIFF nor HEIF)');
  }
  if (!meta.format || !FORMATS.has(meta.format) || !meta.width || !meta.height)
    throw new NotAPhoto(`not a photo (${meta.format ?? 'unknown format'})`);
  const upright = (meta.orientation ?? 1) >= 5;
  const width = upright ? meta.height : meta.width;
  const height = upright ? meta.width : meta.height;
  const stem = `p/${sha256.slice(0, 2)}/${kind === 'banner' ? 'banner-' : ''}${sha256.slice(0, 32)}`;
  const missing: number[] = [];
  for (const w of widths) if (!(await hasFile(photoFile(stem, w)))) missing.push(w);
  if (missing.length) {
    try {
      // Decoded once, upright, at the largest width (JPEG shrink-on-load does most of it); the
      // smaller widths are made from that copy, not from the original again.
      const largest = Math.min(width, widths[widths.length - 1]!);
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .resize({ width: largest, withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
      for (const w of missing) {
        const out = await sharp(data, raw)
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: 80, effort: 3 })
          .toBuffer();
        await putFile(photoFile(stem, w), out);
      }
    } catch (error) {
      throw new NotAPhoto(`the image cannot be decoded: ${error instanceof Error ? error.message : error}`);
    }
  }
  return { base: `/files/${stem}`, width, height, sha256 };
}

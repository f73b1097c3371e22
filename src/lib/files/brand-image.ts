import 'server-only';
import { createHash } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import {
  EXTENSIONS,
  looksLikeSvg,
  MAX_BRAND_BYTES,
  rasterRefusal,
  type BrandRefusal,
  type BrandSlot,
  type RasterFormat,
} from '@/domain/brand/image-rules';
import { sanitizeSvg, type SvgRefusal } from '@/domain/brand/svg';
import { getFile, putFile } from './storage';

/** Why a logo or icon was not taken: a reason the back office translates, and what was found. */
export class BrandImageRefused extends Error {
  constructor(
    readonly reason: BrandRefusal | SvgRefusal,
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'BrandImageRefused';
  }
}

export type StoredBrandImage = { url: string; width: number; height: number };

const PREFIX = '/files/';
const BRAND_KEY = /^b\/[0-9a-f]{2}\/[0-9a-f]{32}\.(svg|png|jpg|webp)$/;
/** Raster images are drawn again without their metadata, in the format they came in. */
const ENCODE: Record<RasterFormat, (s: Sharp) => Sharp> = {
  png: (s) => s.png({ compressionLevel: 9 }),
  jpeg: (s) => s.jpeg({ quality: 90, mozjpeg: true }),
  webp: (s) => s.webp({ quality: 90 }),
};

async function put(bytes: Buffer, extension: string): Promise<string> {
  const sha = createHash('sha256').update(bytes).digest('hex');
  const key = `b/${sha.slice(0, 2)}/${sha.slice(0, 32)}.${extension}`;
  await putFile(key, bytes);
  return `${PREFIX}${key}`;
}

async function storeSvg(bytes: Buffer): Promise<StoredBrandImage> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new BrandImageRefused('malformed', 'the SVG is not UTF-8 text');
  }
  const clean = sanitizeSvg(text);
  if (!clean.ok) throw new BrandImageRefused(clean.reason, clean.detail);
  return { url: await put(Buffer.from(clean.svg, 'utf8'), 'svg'), width: clean.width, height: clean.height };
}

/**
 * Makes an uploaded or imported logo or icon the site's own file, checked by its content: an SVG
 * is sanitized (domain/brand/svg.ts), a PNG, JPEG or WebP read by sharp and drawn again without
 * its metadata; anything else, or too big or too small, is refused with its reason. Stored under
 * its content hash like every file of the site (`/files/b/…`), served with a year's cache.
 */
export async function storeBrandImage(bytes: Buffer, slot: BrandSlot): Promise<StoredBrandImage> {
  if (bytes.length > MAX_BRAND_BYTES) throw new BrandImageRefused('tooBig', `${bytes.length} bytes`);
  if (looksLikeSvg(bytes)) return storeSvg(bytes);
  let meta: Metadata | undefined;
  try {
    meta = await sharp(bytes, { limitInputPixels: 4096 * 4096 }).metadata();
  } catch {
    meta = undefined;
  }
  const upright = (meta?.orientation ?? 1) >= 5;
  const width = (upright ? meta?.height : meta?.width) ?? 0;
  const height = (upright ? meta?.width : meta?.height) ?? 0;
  const refusal = rasterRefusal(slot, bytes.length, meta?.format, width, height);
  if (refusal) throw new BrandImageRefused(refusal, `${meta?.format ?? 'unknown content'}, ${width}×${height}`);
  const format = meta!.format as RasterFormat;
  const redrawn = await ENCODE[format](sharp(bytes).rotate()).toBuffer();
  return { url: await put(redrawn, EXTENSIONS[format]), width, height };
}

/** The stored bytes of a logo or icon and its file extension; null when `url` is not one the site stored. */
export async function readBrandImage(url: string): Promise<{ bytes: Buffer; extension: string } | null> {
  const key = url.startsWith(PREFIX) ? url.slice(PREFIX.length) : '';
  if (!BRAND_KEY.test(key)) return null;
  const bytes = await getFile(key);
  return bytes && { bytes, extension: key.slice(key.lastIndexOf('.') + 1) };
}

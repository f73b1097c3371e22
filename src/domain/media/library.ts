import { BANNER_WIDTHS, PHOTO_WIDTHS, photoFile } from './photo-file';

/**
 * The picture library's rules (issue 31): which uses a picture may serve, which stored files an
 * address made from it stands for, where it is used, and how staff find it.
 */

/** What a field does with a picture: a photo (pages, blocks), the home banner, the agency's logo or icon. */
export type PictureUse = 'photo' | 'banner' | 'logo' | 'icon';

/** The file extension of an original, by sharp's name for its format (or svg). */
export const ORIGINAL_EXTENSION: Readonly<Record<string, string>> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
  tiff: 'tif',
  heif: 'heif',
  svg: 'svg',
};

/** The formats a logo or icon may be drawn from (domain/brand/image-rules.ts). */
const BRAND_FORMATS = new Set(['svg', 'png', 'jpeg', 'webp']);

/** Pictures taken from one upload: the rest are named as not taken, to be sent again. */
export const MAX_PICTURES_PER_UPLOAD = 50;

/**
 * What a picture of `format` may fill: a drawing (SVG) only the logo or the icon; a photo any
 * image, and the logo or icon when it is a PNG, JPEG or WebP.
 */
export function usesOf(format: string): PictureUse[] {
  if (format === 'svg') return ['logo', 'icon'];
  return BRAND_FORMATS.has(format) ? ['photo', 'banner', 'logo', 'icon'] : ['photo', 'banner'];
}

const PHOTO_BASE = /^\/files\/(p\/[0-9a-f]{2}\/(banner-)?[0-9a-f]{32})$/;
const BRAND_FILE = /^\/files\/(b\/[0-9a-f]{2}\/[0-9a-f]{32}\.(svg|png|jpg|webp))$/;

/**
 * The stored file keys an address stands for: a photo's base, each of its widths (a banner's at
 * the banner's widths); a logo's or icon's file, itself. Nothing for an address the site did not
 * store (`/demo/…`, a typo).
 */
export function filesOf(address: string): string[] {
  const photo = PHOTO_BASE.exec(address);
  if (photo) return (photo[2] ? BANNER_WIDTHS : PHOTO_WIDTHS).map((w) => photoFile(photo[1]!, w));
  const brand = BRAND_FILE.exec(address);
  return brand ? [brand[1]!] : [];
}

/** Whether `address` is one the site stored (a photo's base or a brand file). */
function isStoredPicture(address: string): boolean {
  return filesOf(address).length > 0;
}

/** Every stored picture address in a document's text (its image fields, logo, icon). */
export function picturesIn(body: unknown): string[] {
  const found = JSON.stringify(body ?? null).match(/\/files\/[pb]\/[0-9a-f]{2}\/[A-Za-z0-9.-]{32,48}/g) ?? [];
  return [...new Set(found.filter(isStoredPicture))];
}

type Doc = { doc: string; published: unknown; draft: unknown };

/** Which documents show each stored address, in their published or draft text: read once for the whole library. */
export function usageIndex(docs: readonly Doc[]): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const d of docs)
    for (const address of new Set([...picturesIn(d.published), ...picturesIn(d.draft)]))
      index.set(address, [...(index.get(address) ?? []), d.doc]);
  return index;
}

/** The documents (`site`, `page:…`) of `index` that show one of `addresses`, in the content's order. */
export function documentsUsing(addresses: readonly string[], index: Map<string, string[]>): string[] {
  return [...new Set(addresses.flatMap((a) => index.get(a) ?? []))];
}

/** A search among the pictures: every word of `query` in the name or an alt text, case and accents aside. */
export function matchesSearch(picture: { name: string; alt: Partial<Record<string, string>> }, query: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('nl');
  const haystack = fold([picture.name, ...Object.values(picture.alt)].join(' '));
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** A file's size as staff read it: "820 kB", "3,4 MB" (decimal units, the locale's comma). */
export function fileSize(bytes: number, locale: string): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} kB`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1_000_000)} MB`;
}

/** A file name kept for staff: its last path part, without control characters, at most 120 characters. */
export function cleanFileName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const clean = last.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 120) || '?';
}

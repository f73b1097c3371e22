import 'server-only';
import sharp from 'sharp';
import { BANNER_WIDTHS, DERIVED_WIDTHS, PHOTO_WIDTHS, photoFile } from '@/domain/media/photo-file';
import { log } from '@/log';
import { getFile, putFile } from './storage';

/**
 * A photo's file at a width written as the store names it: `-800`, never `-0800` (a key that is
 * never stored would be made again on every ask).
 */
const KEY = /^(p\/[0-9a-f]{2}\/(banner-)?[0-9a-f]{32})-([1-9]\d{1,3})\.webp$/;
const MAX_PIXELS = 80_000_000;
const working = new Map<string, Promise<Buffer | null>>();

/**
 * A width added to the photo widths after photos were first stored (DERIVED_WIDTHS: 800, decision
 * 033), made from the next larger stored width of the same photo the first time it is asked for,
 * then stored like the others. Null for any other key, or when no larger width is stored; nothing
 * is made for a width the photo's kind does not have. Throws when the storage cannot be asked.
 */
export async function derivedWidth(key: string): Promise<Buffer | null> {
  const match = KEY.exec(key);
  if (!match) return null;
  const [, base, banner, width] = match as unknown as [string, string, string | undefined, string];
  const wanted = Number(width);
  const widths: readonly number[] = banner ? BANNER_WIDTHS : PHOTO_WIDTHS;
  if (!DERIVED_WIDTHS.includes(wanted) || !widths.includes(wanted)) return null;
  const running = working.get(key);
  if (running) return running;
  const work = derive(base, wanted, widths).finally(() => working.delete(key));
  working.set(key, work);
  return work;
}

async function derive(base: string, wanted: number, widths: readonly number[]): Promise<Buffer | null> {
  for (const larger of widths.filter((w) => w > wanted)) {
    const source = await getFile(photoFile(base, larger));
    if (!source) continue;
    let out: Buffer;
    try {
      out = await sharp(source, { limitInputPixels: MAX_PIXELS })
        .resize({ width: wanted, withoutEnlargement: true })
        .webp({ quality: 80, effort: 3 })
        .toBuffer();
    } catch (error) {
      log.error('files: a stored photo could not be read to make a smaller width', error, {
        key: photoFile(base, larger),
      });
      return null;
    }
    await putFile(photoFile(base, wanted), out);
    return out;
  }
  return null;
}

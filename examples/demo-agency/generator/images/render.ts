/** Rasterise scenes with sharp: one SVG render at the largest size, then WebP at every width. */
import path from 'node:path';
import sharp from 'sharp';
import { BANNER_WIDTHS, PHOTO_WIDTHS, photoFile } from '../../../../src/domain/media/photo-file';
import type { Scene } from './scenes';
import { toSvg } from './svg';

export interface Size {
  width: number;
  height: number;
}

export const CARD_WIDTHS = PHOTO_WIDTHS;
export const CARD_ASPECT = [4, 3] as const;
/** Banners are 12:5, largest first. */
const BANNER_SIZES: readonly Size[] = [...BANNER_WIDTHS]
  .reverse()
  .map((width) => ({ width, height: Math.round((width * 5) / 12) }));

const WEBP = { quality: 72, effort: 4 } as const;

function cardSizes(): Size[] {
  return CARD_WIDTHS.map((width) => ({ width, height: Math.round((width * CARD_ASPECT[1]) / CARD_ASPECT[0]) }));
}

export function sizesFor(scene: Scene): readonly Size[] {
  return scene.family === 'banner' ? BANNER_SIZES : cardSizes();
}

export function fileName(scene: Scene, size: Size): string {
  return photoFile(scene.name, size.width);
}

export interface Written {
  file: string;
  bytes: number;
  width: number;
}

/** Render one scene to all its sizes in outDir. */
export async function renderScene(scene: Scene, outDir: string): Promise<Written[]> {
  const sizes = [...sizesFor(scene)].sort((a, b) => b.width - a.width);
  const largest = sizes[0];
  if (!largest) return [];
  const svg = toSvg(scene.build(), largest.width, largest.height);
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const written: Written[] = [];
  for (const size of sizes) {
    const file = path.join(outDir, fileName(scene, size));
    let pipeline = sharp(data, { raw });
    if (size.width !== info.width || size.height !== info.height) {
      pipeline = pipeline.resize(size.width, size.height, { fit: 'fill', kernel: 'lanczos3' });
    }
    const out = await pipeline.webp(WEBP).toFile(file);
    written.push({ file, bytes: out.size, width: size.width });
  }
  return written;
}

/** Run tasks with at most `limit` in flight; results keep the input order. */
export async function pool<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const index = next;
      next += 1;
      const item = items[index];
      if (item === undefined) continue;
      results[index] = await task(item);
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, () => worker()));
  return results;
}

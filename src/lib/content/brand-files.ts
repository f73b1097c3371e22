import 'server-only';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrandImage } from '@/domain/content/brand-schema';
import type { BrandSlot } from '@/domain/brand/image-rules';
import type { Site } from '@/domain/content/schema';
import { BrandImageRefused, readBrandImage, storeBrandImage } from '@/lib/files/brand-image';
import { ContentError } from './load';

const SLOTS: readonly BrandSlot[] = ['logo', 'icon'];

/**
 * The site settings of a content folder with its brand files stored (issue 29): a logo or icon
 * named by a file beside site.json (`"url": "logo.svg"`) is checked (an SVG sanitized, a raster
 * image read by its content), stored like every file of the site and named by its address, with
 * its measured size. A file the folder lacks, or one refused, stops the import (file, field and
 * reason). An old site path (a top-level `logo` of before the brand, `/brand/logo.svg`) takes the
 * file of the same name beside site.json if there is one, else is left out with a warning: the
 * site no longer serves such paths.
 */
export async function storeBrandFiles(site: Site, dir: string): Promise<{ site: Site; warnings: string[] }> {
  const brand = { ...site.brand };
  const warnings: string[] = [];
  for (const slot of SLOTS) {
    const image = brand[slot];
    if (!image) continue;
    const field = `brand.${slot}.url`;
    const fail = (problem: string): never => {
      throw new ContentError(path.join(dir, 'site.json'), [`${field}: ${problem}`]);
    };
    if (image.url.startsWith('/files/')) {
      if (!(await readBrandImage(image.url))) fail(`"${image.url}" is not a logo or icon stored on this site; put the file beside site.json and name it`);
      continue;
    }
    const legacy = image.url.startsWith('/');
    const name = legacy ? path.posix.basename(image.url) : image.url;
    const file = path.join(dir, name);
    if (!existsSync(file)) {
      if (!legacy) fail(`"${name}" is not a file of ${dir}`);
      warnings.push(`${field}: "${image.url}" is an address the site no longer serves and ${name} is not beside site.json: the ${slot} is left out`);
      delete brand[slot];
      continue;
    }
    try {
      brand[slot] = await storeBrandImage(readFileSync(file), slot);
    } catch (error) {
      if (error instanceof BrandImageRefused) fail(`${name} is refused (${error.reason}: ${error.detail})`);
      throw error;
    }
  }
  return { site: { ...site, brand }, warnings };
}

/**
 * Writes the stored logo and icon beside site.json (`logo.svg`, `icon.png`…) and returns the site
 * settings naming those files, as an import reads them back. One the storage no longer has is left
 * out with a warning.
 */
export async function writeBrandFiles(site: Site, dir: string): Promise<{ site: Site; files: string[]; warnings: string[] }> {
  const brand = { ...site.brand };
  const files: string[] = [];
  const warnings: string[] = [];
  for (const slot of SLOTS) {
    const image: BrandImage | undefined = brand[slot];
    if (!image) continue;
    const stored = await readBrandImage(image.url);
    if (!stored) {
      warnings.push(`brand.${slot}.url: "${image.url}" is not a stored file: the ${slot} is left out of the export`);
      delete brand[slot];
      continue;
    }
    const name = `${slot}.${stored.extension}`;
    writeFileSync(path.join(dir, name), stored.bytes);
    files.push(name);
    brand[slot] = { ...image, url: name };
  }
  return { site: { ...site, brand }, files, warnings };
}

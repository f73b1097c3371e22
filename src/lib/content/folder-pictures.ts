import 'server-only';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/open';
import { libraryImages, type LocalizedText } from '@/db/schema';
import {
  fieldName,
  pictureFileName,
  picturesOf,
  replaceTextSources,
  valueAt,
  withValueAt,
  type PictureSpot,
} from '@/domain/content/folder-pictures';
import { textImageSrc } from '@/domain/content/rich-image';
import { PICTURE_FILE } from '@/domain/content/schema';
import { MAX_EDITOR_IMAGE } from '@/domain/editor/image-limit';
import { filesOf, ORIGINAL_EXTENSION } from '@/domain/media/library';
import { NotAPhoto, storePhoto } from '@/lib/files/photo';
import { getFile, getUpload, hasFile } from '@/lib/files/storage';
import { addPicture, PictureRefused } from '@/lib/media/library';

/**
 * The pictures of an agency folder (issue 44): on export every picture the content shows is
 * written as a file beside the JSON file that names it, and named by that file; on apply every
 * picture named by a file is checked by its content and stored as the site's own, its address
 * written in its place. A stored address (`/files/…`) is taken as it is when this installation
 * holds its file.
 */

/** A picture of the folder stored on apply: taken into the picture library once the content is published. */
export type FolderPicture = { address: string; bytes: Buffer; name: string; alt: LocalizedText };

/** A stored photo's base (`/files/p/ab/…`), from the address an image field or a text's `<img>` holds. */
const STORED = /^(\/files\/p\/[0-9a-f]{2}\/(?:banner-)?[0-9a-f]{32})(?:-\d{2,4}\.webp)?$/;

const BIG = `${MAX_EDITOR_IMAGE / 1024 / 1024} MB`;

/** The place of a picture in a message: its field, and for a text which of its pictures. */
function where(spot: PictureSpot): string {
  return spot.kind === 'text' ? `${fieldName(spot.path)} (picture ${spot.index + 1} of the text)` : fieldName(spot.path);
}

/** Whether this installation holds the stored file `address` stands for. */
async function isStoredHere(address: string): Promise<boolean> {
  const base = STORED.exec(address)?.[1] ?? address;
  const key = filesOf(base).at(-1);
  return key ? hasFile(key) : false;
}

/**
 * Stores the pictures a document of the folder names by file (`dir`: the folder of its JSON file,
 * `shownDir`: how messages name it), each checked by its content (a photo sharp reads, at most
 * 5 MB), a banner's at the banner's widths. Returns the document with their addresses, the
 * problems (`field: reason`, every one) and the pictures stored.
 */
export async function storeFolderPictures<T>(
  body: T,
  root: 'site' | 'page',
  dir: string,
  shownDir: string,
): Promise<{ body: T; problems: string[]; pictures: FolderPicture[] }> {
  const problems: string[] = [];
  const pictures: FolderPicture[] = [];
  const made = new Map<string, string | null>();
  let out = body;
  for (const spot of picturesOf(body, root)) {
    const { url } = spot;
    if (url.startsWith('/')) {
      if (url.startsWith('/files/') && !(await isStoredHere(url)))
        problems.push(`${where(spot)}: "${url}" is not a picture stored on this installation; put the picture's file in the folder and write its name here`);
      continue;
    }
    if (spot.kind === 'text' && /^(https?:|data:)/i.test(url)) continue;
    const key = `${spot.use}:${url}`;
    if (!made.has(key)) made.set(key, await storeOne(spot, dir, shownDir, problems, pictures));
    const base = made.get(key);
    if (!base) continue;
    if (spot.kind === 'field') out = withValueAt(out, spot.path, base);
    else {
      const html = valueAt(out, spot.path) as string;
      out = withValueAt(
        out,
        spot.path,
        replaceTextSources(html, (n) => (n === spot.index ? textImageSrc(base) : undefined)),
      );
    }
  }
  return { body: out, problems, pictures };
}

async function storeOne(
  spot: PictureSpot,
  dir: string,
  shownDir: string,
  problems: string[],
  pictures: FolderPicture[],
): Promise<string | null> {
  const name = spot.url;
  const refuse = (reason: string) => {
    problems.push(`${where(spot)}: ${reason}`);
    return null;
  };
  if (!PICTURE_FILE.test(name))
    return refuse(`"${name}" is neither a path starting with / nor the name of a picture file (.jpg, .png, .webp…) of ${shownDir}`);
  const file = path.join(dir, name);
  if (!existsSync(file)) return refuse(`"${name}" is not a file of ${shownDir}`);
  const size = statSync(file).size;
  if (size > MAX_EDITOR_IMAGE) return refuse(`${name} is ${(size / 1024 / 1024).toFixed(1)} MB; a picture may be at most ${BIG}`);
  const bytes = readFileSync(file);
  try {
    const { base } = await storePhoto(bytes, spot.use);
    const alt =
      spot.kind === 'field' ? Object.fromEntries(Object.entries(spot.alt ?? {}).filter(([, v]) => typeof v === 'string' && v.trim())) : {};
    pictures.push({ address: base, bytes, name, alt });
    return base;
  } catch (error) {
    if (error instanceof NotAPhoto) return refuse(`${name} is not a picture the site can show (${error.message})`);
    throw error;
  }
}

/**
 * The pictures a folder brought taken into the picture library under their file's name and alt
 * texts, the address each was stored at remembered as its own (where it is used, what its deletion
 * may remove).
 */
export async function takeFolderPicturesIntoLibrary(db: Db, pictures: FolderPicture[], actor: string): Promise<void> {
  for (const { address, bytes, name, alt } of pictures) {
    try {
      const { picture } = await addPicture(db, { bytes, name, actor, alt });
      await db
        .update(libraryImages)
        .set({
          derived: sql`case when ${libraryImages.derived} ? ${address} then ${libraryImages.derived} else ${libraryImages.derived} || jsonb_build_array(${address}::text) end`,
        })
        .where(sql`${libraryImages.id} = ${picture.id}`);
    } catch (error) {
      if (!(error instanceof PictureRefused)) throw error;
    }
  }
}

/** The bytes to export for a stored address, and their extension: the library's original, else the widest stored file. */
async function exportBytes(db: Db, address: string): Promise<{ bytes: Buffer; extension: string } | null> {
  const base = STORED.exec(address)?.[1];
  if (!base) return null;
  const [row] = await db
    .select({ original: libraryImages.original, format: libraryImages.format })
    .from(libraryImages)
    .where(sql`${libraryImages.derived} ? ${base}`)
    .limit(1);
  const original = row ? await getUpload(row.original) : null;
  if (row && original) return { bytes: original, extension: ORIGINAL_EXTENSION[row.format] ?? 'jpg' };
  const key = filesOf(base).at(-1);
  const widest = key ? await getFile(key) : null;
  return widest ? { bytes: widest, extension: 'webp' } : null;
}

/**
 * Writes the stored pictures a document shows as files of `dir` (the folder of its JSON file),
 * each named by where it is (`stem`: the page file's name, empty for site.json) and written once,
 * and returns the document naming those files. A picture the storage no longer has stays as it
 * was, with a warning.
 */
export async function writeFolderPictures<T>(
  db: Db,
  body: T,
  root: 'site' | 'page',
  dir: string,
  stem: string,
): Promise<{ body: T; files: string[]; warnings: string[] }> {
  const files: string[] = [];
  const warnings: string[] = [];
  const written = new Map<string, string | null>();
  let out = body;
  for (const spot of picturesOf(body, root)) {
    const base = STORED.exec(spot.url)?.[1];
    if (!base) continue;
    if (!written.has(base)) {
      const found = await exportBytes(db, base);
      if (!found) {
        warnings.push(`${stem || 'site'} ${where(spot)}: "${spot.url}" is not a stored file: it is left as it is`);
        written.set(base, null);
      } else {
        const name = pictureFileName(stem, spot, found.extension);
        writeFileSync(path.join(dir, name), found.bytes);
        files.push(name);
        written.set(base, name);
      }
    }
    const name = written.get(base);
    if (!name) continue;
    if (spot.kind === 'field') out = withValueAt(out, spot.path, name);
    else {
      const html = valueAt(out, spot.path) as string;
      out = withValueAt(
        out,
        spot.path,
        replaceTextSources(html, (n) => (n === spot.index ? name : undefined)),
      );
    }
  }
  return { body: out, files, warnings };
}

import 'server-only';
import { createHash } from 'node:crypto';
import { and, desc, eq, like, ne, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '@/db/open';
import {
  auditLog,
  contentDocuments,
  contentVersions,
  libraryImages,
  media,
  testimonials,
  type LocalizedText,
} from '@/db/schema';
import { looksLikeSvg, type BrandRefusal } from '@/domain/brand/image-rules';
import type { SvgRefusal } from '@/domain/brand/svg';
import { MAX_EDITOR_IMAGE } from '@/domain/editor/image-limit';
import {
  cleanFileName,
  documentsUsing,
  filesOf,
  ORIGINAL_EXTENSION,
  picturesIn,
  usageIndex,
  usesOf,
  type PictureUse,
} from '@/domain/media/library';
import { BrandImageRefused, storeBrandImage } from '@/lib/files/brand-image';
import { NotAPhoto, storePhoto } from '@/lib/files/photo';
import { getFile, getUpload, putUpload, removeFile, removeUpload } from '@/lib/files/storage';

/**
 * The back office's picture library (issue 31): every picture uploaded once, by the library's own
 * page or by an image field of the editor, kept as it came in (a private upload) and made the
 * site's files for each use it is picked for: a photo or the banner at their widths, the logo or
 * icon as a brand file. Where a picture is used is read from the content itself.
 */

export type Picture = typeof libraryImages.$inferSelect;
export type PictureWithUse = Picture & { usedIn: string[] };

/** Why a picture was not taken or cannot serve a use: the back office translates the reason. */
export class PictureRefused extends Error {
  constructor(
    readonly reason: 'tooBig' | 'notAnImage' | 'notForUse' | BrandRefusal | SvgRefusal,
    detail = '',
  ) {
    super(`${reason}${detail ? `: ${detail}` : ''}`);
    this.name = 'PictureRefused';
  }
}

async function rasterFormat(bytes: Buffer): Promise<string> {
  try {
    return (await sharp(bytes, { limitInputPixels: 80_000_000 }).metadata()).format ?? '';
  } catch {
    return '';
  }
}

/** `derived` with `address` added once. */
const withDerived = (address: string) =>
  sql`case when ${libraryImages.derived} ? ${address} then ${libraryImages.derived} else ${libraryImages.derived} || jsonb_build_array(${address}::text) end`;

/** The picture made a photo or a brand file, as a refusal the library knows. */
async function made<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof NotAPhoto) throw new PictureRefused('notAnImage', error.message);
    if (error instanceof BrandImageRefused) throw new PictureRefused(error.reason, error.detail);
    throw error;
  }
}

/**
 * Takes a picture into the library, checked by its content: a photo (JPEG, PNG, WebP, AVIF, GIF,
 * TIFF, HEIF; stored at once at the photo widths, its thumbnail among them) or an SVG drawing
 * (made safe first). The same bytes again give the picture already there (`added` false), its alt
 * texts completed with `alt` where they were empty.
 */
export async function addPicture(
  db: Db,
  input: { bytes: Buffer; name: string; actor: string; alt?: LocalizedText },
): Promise<{ picture: Picture; added: boolean }> {
  const { bytes, actor } = input;
  const alt = Object.fromEntries(Object.entries(input.alt ?? {}).filter(([, v]) => typeof v === 'string' && v.trim()));
  if (bytes.length > MAX_EDITOR_IMAGE) throw new PictureRefused('tooBig', `${bytes.length} bytes`);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const known = await pictureBySha(db, sha256);
  if (known) return { picture: await completeAlt(db, known, alt), added: false };
  let format: string;
  let preview: { url: string; width: number; height: number };
  if (looksLikeSvg(bytes)) {
    format = 'svg';
    const stored = await made(() => storeBrandImage(bytes, 'logo'));
    preview = stored;
  } else {
    format = await rasterFormat(bytes);
    const stored = await made(() => storePhoto(bytes, 'photo'));
    preview = { url: stored.base, width: stored.width, height: stored.height };
  }
  const original = `library/${sha256}.${ORIGINAL_EXTENSION[format] ?? 'jpg'}`;
  await putUpload(original, bytes);
  const [row] = await db
    .insert(libraryImages)
    .values({
      sha256,
      original,
      format,
      width: preview.width,
      height: preview.height,
      bytes: bytes.length,
      name: cleanFileName(input.name),
      preview: preview.url,
      derived: [preview.url],
      alt,
      createdBy: actor,
    })
    .onConflictDoNothing()
    .returning();
  if (row)
    await db.insert(auditLog).values({ actor, action: 'picture.add', subject: `picture:${row.id}`, detail: row.name });
  // Two uploads of the same bytes at once: the second finds the first's row.
  return row ? { picture: row, added: true } : { picture: (await pictureBySha(db, sha256))!, added: false };
}

async function pictureBySha(db: Db, sha256: string): Promise<Picture | undefined> {
  return (await db.select().from(libraryImages).where(eq(libraryImages.sha256, sha256)))[0];
}

async function completeAlt(db: Db, picture: Picture, alt: LocalizedText): Promise<Picture> {
  const merged = { ...alt, ...Object.fromEntries(Object.entries(picture.alt).filter(([, v]) => v)) };
  if (JSON.stringify(merged) === JSON.stringify(picture.alt)) return picture;
  const [row] = await db
    .update(libraryImages)
    .set({ alt: merged, updatedAt: new Date() })
    .where(eq(libraryImages.id, picture.id))
    .returning();
  return row ?? picture;
}

async function pictureById(db: Db, id: number): Promise<Picture | undefined> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2 ** 31 - 1) return undefined;
  return (await db.select().from(libraryImages).where(eq(libraryImages.id, id)))[0];
}

/**
 * The picture `id` made the site's file for `use`: a photo's or banner's base, or a logo's or
 * icon's file with its size. Its address is remembered among the picture's own (where it is used,
 * what its deletion may remove). Null for a picture that is not (or no longer) in the library.
 */
export async function pictureFor(
  db: Db,
  id: number,
  use: PictureUse,
): Promise<{ url: string; width: number; height: number; alt: LocalizedText } | null> {
  const picture = await pictureById(db, id);
  if (!picture) return null;
  if (!usesOf(picture.format).includes(use)) throw new PictureRefused('notForUse', `${picture.format} as ${use}`);
  const bytes = await getUpload(picture.original);
  if (!bytes) return null;
  const stored =
    use === 'logo' || use === 'icon'
      ? await made(() => storeBrandImage(bytes, use))
      : await made(async () => {
          const photo = await storePhoto(bytes, use);
          return { url: photo.base, width: photo.width, height: photo.height };
        });
  await db
    .update(libraryImages)
    .set({ derived: withDerived(stored.url) })
    .where(eq(libraryImages.id, id));
  return { ...stored, alt: picture.alt };
}

/** The library, newest first, each picture with the documents (`site`, `page:…`) that use it. */
export async function pictures(db: Db): Promise<PictureWithUse[]> {
  const [rows, docs] = await Promise.all([
    db.select().from(libraryImages).orderBy(desc(libraryImages.createdAt), desc(libraryImages.id)),
    db
      .select({ doc: contentDocuments.doc, published: contentDocuments.published, draft: contentDocuments.draft })
      .from(contentDocuments),
  ]);
  const index = usageIndex(docs);
  return rows.map((row) => ({ ...row, usedIn: documentsUsing(row.derived, index) }));
}

/**
 * The alt texts staff gave a picture: what fills an image's alt when it is picked. The languages
 * `alt` names are set (an empty one removed); another keeps its text (a language the site shows
 * no longer, whose field the library does not show).
 */
export async function setPictureAlt(db: Db, id: number, alt: LocalizedText, actor: string): Promise<boolean> {
  const picture = await pictureById(db, id);
  if (!picture) return false;
  const clean = Object.fromEntries(
    Object.entries({ ...picture.alt, ...alt })
      .map(([k, v]) => [
        k,
        String(v ?? '')
          .trim()
          .slice(0, 300),
      ])
      .filter(([, v]) => v),
  );
  const rows = await db
    .update(libraryImages)
    .set({ alt: clean, updatedAt: new Date() })
    .where(eq(libraryImages.id, id))
    .returning({ id: libraryImages.id });
  if (rows.length) await db.insert(auditLog).values({ actor, action: 'picture.alt', subject: `picture:${id}` });
  return rows.length > 0;
}

/** Whether some stored thing besides the library row `except` still shows `address`. */
async function stillShown(db: Db, address: string, except: number): Promise<boolean> {
  const [version, photo, testimonial, picture] = await Promise.all([
    db
      .select({ id: contentVersions.id })
      .from(contentVersions)
      .where(sql`${contentVersions.body}::text like ${`%${address}%`}`)
      .limit(1),
    db
      .select({ id: media.id })
      .from(media)
      .where(like(media.url, `${address}%`))
      .limit(1),
    db
      .select({ id: testimonials.id })
      .from(testimonials)
      .where(like(testimonials.imageUrl, `${address}%`))
      .limit(1),
    db
      .select({ id: libraryImages.id })
      .from(libraryImages)
      .where(and(ne(libraryImages.id, except), sql`${libraryImages.derived} ? ${address}`))
      .limit(1),
  ]);
  return version.length + photo.length + testimonial.length + picture.length > 0;
}

/**
 * Deletes a picture no page or setting uses, in its draft or on the site: its row, its original,
 * and the files made from it that nothing else shows (an earlier version of a page, a property's
 * photo of the same bytes, another picture). A picture in use is kept (`inUse`, with where).
 */
export async function deletePicture(
  db: Db,
  id: number,
  actor: string,
): Promise<{ outcome: 'deleted' } | { outcome: 'missing' } | { outcome: 'inUse'; usedIn: string[] }> {
  const picture = await pictureById(db, id);
  if (!picture) return { outcome: 'missing' };
  const docs = await db
    .select({ doc: contentDocuments.doc, published: contentDocuments.published, draft: contentDocuments.draft })
    .from(contentDocuments);
  const usedIn = documentsUsing(picture.derived, usageIndex(docs));
  if (usedIn.length) return { outcome: 'inUse', usedIn };
  const gone = await db.delete(libraryImages).where(eq(libraryImages.id, id)).returning({ id: libraryImages.id });
  if (!gone.length) return { outcome: 'missing' };
  await db.insert(auditLog).values({ actor, action: 'picture.delete', subject: `picture:${id}`, detail: picture.name });
  await removeUpload(picture.original);
  for (const address of picture.derived) {
    if (await stillShown(db, address, id)) continue;
    for (const key of filesOf(address)) await removeFile(key);
  }
  return { outcome: 'deleted' };
}

/** The bytes a stored address can be taken back into the library from: a photo at its widest, a brand file itself. */
async function bytesOf(address: string): Promise<Buffer | null> {
  const key = filesOf(address).at(-1);
  return key ? getFile(key) : null;
}

type Brand = { brand?: Partial<Record<'logo' | 'icon', { url?: string }>> };

/** An adopted picture's name: `logo.svg` or `icon.png` for the agency's, else its file's own. */
function adoptedName(address: string, docs: { doc: string; published: unknown; draft: unknown }[]): string {
  const site = docs.find((d) => d.doc === 'site');
  const file = address.split('/').pop()!;
  for (const body of [site?.published, site?.draft] as (Brand | null | undefined)[])
    for (const slot of ['logo', 'icon'] as const)
      if (body?.brand?.[slot]?.url === address) return `${slot}${file.slice(file.lastIndexOf('.'))}`;
  return file;
}

/**
 * Pictures the content shows that the library does not know yet (uploaded before it existed, the
 * logo and icon of an imported agency folder) taken into it, so that every picture of the site can
 * be found and picked again. Their address is kept among the picture's own. Returns how many. Run
 * at each start (scripts/lib/database-step.ts) and after each content or agency folder is published
 * (publishFolderContent).
 */
export async function adoptContentPictures(db: Db, actor: string): Promise<number> {
  const [docs, rows] = await Promise.all([
    db
      .select({ doc: contentDocuments.doc, published: contentDocuments.published, draft: contentDocuments.draft })
      .from(contentDocuments),
    db.select({ derived: libraryImages.derived }).from(libraryImages),
  ]);
  const known = new Set(rows.flatMap((r) => r.derived));
  const missing = [...new Set(docs.flatMap((d) => [...picturesIn(d.published), ...picturesIn(d.draft)]))].filter(
    (a) => !known.has(a),
  );
  let adopted = 0;
  for (const address of missing) {
    const bytes = await bytesOf(address);
    if (!bytes) continue;
    try {
      const { picture } = await addPicture(db, { bytes, name: adoptedName(address, docs), actor });
      await db
        .update(libraryImages)
        .set({ derived: withDerived(address) })
        .where(eq(libraryImages.id, picture.id));
      adopted++;
    } catch (error) {
      if (!(error instanceof PictureRefused)) throw error;
    }
  }
  return adopted;
}

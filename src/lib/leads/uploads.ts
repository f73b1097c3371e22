import 'server-only';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { putUpload } from '@/lib/files/storage';

/**
 * The rule of upload keys and their bytes live in the storage module (data folder or bucket,
 * decision 017); the names callers know stay here.
 */
export { getUpload as readUpload, isUploadKey, removeUpload } from '@/lib/files/storage';

export class UploadRejected extends Error {}

/**
 * A testimonial photo, re-encoded to WebP (at most 1360 px wide, metadata such as GPS stripped):
 * what is stored is always an image we made, whatever the visitor sent.
 */
export async function saveImage(file: File, folder: string): Promise<string> {
  const input = Buffer.from(await file.arrayBuffer());
  let output: Buffer;
  try {
    output = await sharp(input, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: 1360, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new UploadRejected('fileType');
  }
  return store(folder, `${randomUUID()}.webp`, output);
}

const SIGNATURES: [string, string, number[]][] = [
  ['application/pdf', 'pdf', [0x25, 0x50, 0x44, 0x46]], // %PDF
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx', [0x50, 0x4b, 0x03, 0x04]], // zip
  ['application/msword', 'doc', [0xd0, 0xcf, 0x11, 0xe0]], // OLE2
];

/** A document (CV): its first bytes must match its declared type, never trusted from the name alone. */
export async function saveDocument(file: File, folder: string): Promise<string> {
  const bytes = Buffer.from(await file.arrayBuffer());
  const match = SIGNATURES.find(([type, , magic]) => type === file.type && magic.every((b, i) => bytes[i] === b));
  if (!match) throw new UploadRejected('fileType');
  return store(folder, `${randomUUID()}.${match[1]}`, bytes);
}

/** Returns the key: `testimonials/<uuid>.webp`, `cv/<uuid>.pdf` (the rule is isUploadKey's). */
async function store(folder: string, name: string, data: Buffer): Promise<string> {
  const key = `${folder}/${name}`;
  await putUpload(key, data);
  return key;
}

import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { env } from '@/env';

export class UploadRejected extends Error {}

/**
 * A testimonial photo, re-encoded to WebP (at most 1360 px wide, metadata such as GPS stripped):
 * what is stored is always an image we made, whatever the visitor sent.
 */
export async function saveImage(file: File, folder: string): Promise<string> {
  const input = Buffer.from(await file.arrayBuffer());
  let output: Buffer;
  try {
    output = await sharp(input, { limitInputPixels: 40_000_000 }).rotate().resize({ width: 1360, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
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

/** What saveImage and saveDocument return: `testimonials/<uuid>.webp`, `cv/<uuid>.pdf`. */
const UPLOAD_KEY = /^(testimonials|cv)\/[0-9a-f-]{36}\.(webp|pdf|docx?)$/;

export function isUploadKey(key: unknown): key is string {
  return typeof key === 'string' && UPLOAD_KEY.test(key);
}

const uploadPath = (key: string) => path.resolve(env().DATA_DIR, 'uploads', key);

/** An upload's bytes (the back office shows a waiting photo); null for anything but an upload key. */
export async function readUpload(key: string): Promise<Buffer | null> {
  return isUploadKey(key) ? readFile(uploadPath(key)).catch(() => null) : null;
}

/** Removes an upload (a person's data erased). */
export async function removeUpload(key: string): Promise<void> {
  if (isUploadKey(key)) await rm(uploadPath(key), { force: true });
}

async function store(folder: string, name: string, data: Buffer): Promise<string> {
  const dir = path.resolve(env().DATA_DIR, 'uploads', folder);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), data);
  return `${folder}/${name}`;
}
